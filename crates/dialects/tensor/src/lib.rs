//! The `tensor` dialect of MLIR 22: creation (`empty`, `from_elements`,
//! `splat`, `generate`), element and slice access (with the subset
//! interfaces of the slice ops), `parallel_insert_slice` for
//! `scf.forall`, casts, reshapes and padding.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

use strata_ir::asm::{Delimiter, OpAsmParser, OpAsmPrinter, ParseResult};
use strata_ir::inlining::DialectInlinerInterface;
use strata_ir::interfaces::{
    HyperrectangularSlice, LoopBound, ParallelCombiningOpInterface, SubsetExtractionOpInterface,
    SubsetInsertionOpInterface, SubsetOpInterface,
};
use strata_ir::{
    Context, DialectDef, LogicalResult, OpRef, OpTraits, OperationState, Type, TypeKind, ValueId, DYNAMIC,
};
use strata_ods::constraints::{attrs, types, TypeConstraint};
use strata_ods::directives::DYNAMIC_INDEX_LIST;
use strata_ods::{DialectSpec, OpSpec, Predicate, RegionConstraint, TraitCheck};

use strata_dialect_utils::asm::name_result;
use strata_dialect_utils::reshape::{reassociation, verify_output_shape_values, INDEX_LIST_ARRAY};
use strata_dialect_utils::slice::{rank_reduction_mask, verify_in_bounds, verify_offset_size_stride};
use strata_dialect_utils::static_value::{static_list, verify_dynamic_sizes, DIM_SPECULATABLE};

pub mod bubble_expand;
mod bufferize;
mod canonicalize;
mod fold;
mod region_canonicalize;
mod reify;
pub mod reshape_folding;
pub mod rewrite_as_constant;
pub mod subset;
mod tiling;

pub use region_canonicalize::padding_value;
pub use reify::extract_slice_dropped_dims;
pub use strata_dialect_utils::static_value::slice_dropped_dims;
pub use tiling::{bubble_up_pad_slice, dim_size, index_value};

#[cfg(test)]
mod tests;

use TypeConstraint as T;

/// The text of type `t`, for diagnostics.
fn ty(op: OpRef<'_>, t: Type) -> String {
    op.ctx.type_to_string(t)
}

const INDEX: TypeConstraint = types::INDEX;
const ANY_TENSOR: TypeConstraint = types::ANY_TENSOR;
const RANKED: TypeConstraint = types::ANY_RANKED_TENSOR;

const NON0_TENSOR: TypeConstraint = T::Custom {
    summary: "non-0-ranked or unranked tensor",
    check: |ctx, t| match ctx.type_kind(t) {
        TypeKind::UnrankedTensor { .. } => true,
        TypeKind::RankedTensor { shape, .. } => !shape.is_empty(),
        _ => false,
    },
};

const STATIC_TENSOR: TypeConstraint = T::Custom {
    summary: "statically shaped tensor of any type values",
    check: |ctx, t| matches!(ctx.type_kind(t), TypeKind::RankedTensor { shape, .. } if shape.iter().all(|&d| d != DYNAMIC)),
};

const TENSOR_1D_INT_OR_INDEX: TypeConstraint = T::Custom {
    summary: "1D tensor of signless integer or index values",
    check: |ctx, t| match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, element, .. } => {
            shape.len() == 1 && (ctx.is_signless_integer(*element) || ctx.is_index(*element))
        }
        _ => false,
    },
};

const BITCASTABLE: TypeConstraint = T::TensorOf(&[
    T::AnySignlessInteger,
    T::Custom {
        summary: "unsigned integer",
        check: |ctx, t| {
            matches!(
                ctx.type_kind(t),
                TypeKind::Integer {
                    signedness: strata_ir::Signedness::Unsigned,
                    ..
                }
            )
        },
    },
    T::Custom {
        summary: "signed integer",
        check: |ctx, t| {
            matches!(
                ctx.type_kind(t),
                TypeKind::Integer {
                    signedness: strata_ir::Signedness::Signed,
                    ..
                }
            )
        },
    },
    T::AnyFloat,
]);

fn element_of(ctx: &Context, t: Type) -> Type {
    ctx.element_type(t).unwrap_or(t)
}

fn same_type(_ctx: &Context, t: Type) -> Type {
    t
}

fn rank(ctx: &Context, t: Type) -> usize {
    ctx.shape(t).map_or(0, <[i64]>::len)
}

/// A ranked tensor type with `shape`, the element type of `like` and its
/// encoding when `keep_encoding`.
fn tensor_like(ctx: &Context, like: Type, shape: &[i64], keep_encoding: bool) -> Type {
    let encoding = match ctx.type_kind(like) {
        TypeKind::RankedTensor { encoding, .. } if keep_encoding => *encoding,
        _ => None,
    };
    ctx.intern_type(TypeKind::RankedTensor {
        shape: shape.into(),
        element: element_of(ctx, like),
        encoding,
    })
}

// ---- creation --------------------------------------------------------------------------

strata_ods::op! {
    /// Creates a tensor of the result type whose elements have no
    /// particular value: only its shape matters, so it serves as the
    /// destination of ops that write all of it. The operands give the
    /// sizes of the dynamic dimensions, in order.
    pub EmptyOp(EMPTY, "tensor.empty") {
        operands(dynamic_sizes "dynamicSizes": variadic(INDEX))
        results(result: single(RANKED))
        build(explicit)
        summary: "empty tensor operation",
        example: "func.func @empty(%n: index) -> tensor<?x4xf32> {\n  %0 = tensor.empty(%n) : tensor<?x4xf32>\n  return %0 : tensor<?x4xf32>\n}",
        traits: OpTraits::PURE,
        format: Some("`(`$dynamicSizes`)` attr-dict `:` type($result)"),
        verify: Some(|op| {
            let empty = EmptyOp(op.id);
            verify_dynamic_sizes(op, op.value_type(empty.result(&op)), empty.dynamic_sizes(&op).len())
        }),
        canonicalize: Some(canonicalize::empty),
        interfaces: &[&bufferize::EMPTY, &reify::EMPTY, &EMPTY_BOUNDS],
    }
}

strata_ods::op! {
    /// Builds a statically shaped tensor from its elements, one operand
    /// per element in row-major order, each of the tensor's element type.
    pub FromElementsOp(FROM_ELEMENTS, "tensor.from_elements") {
        operands(elements: variadic(types::ANY_TYPE))
        results(result: single(STATIC_TENSOR))
        build(explicit)
        summary: "tensor from elements operation.",
        example: "func.func @from_elements(%a: f32, %b: f32) -> tensor<2x2xf32> {\n  %from_elements = tensor.from_elements %a, %b, %b, %a : tensor<2x2xf32>\n  return %from_elements : tensor<2x2xf32>\n}",
        traits: OpTraits::PURE,
        predicates: &[Predicate::Custom {
            summary: "operand types match result element type",
            check: |op| {
                let ctx = op.ctx;
                let from = FromElementsOp(op.id);
                let r = op.value_type(from.result(&op));
                let n: i64 = ctx.shape(r).map_or(0, |s| s.iter().product());
                let elements = from.elements(&op);
                n == elements.len() as i64 && elements.map(|v| op.value_type(v)).all(|t| t == element_of(ctx, r))
            },
        }],
        result_names: Some(|op, set| name_result(op, set, "from_elements")),
        fold: Some(fold::fold_from_elements),
        parse: Some(parse_from_elements),
        print: Some(print_from_elements),
        interfaces: &[&bufferize::FROM_ELEMENTS],
    }
}

strata_ods::op! {
    /// Creates a tensor of the result type with every element equal to
    /// `input`, of the element type. `dynamicSizes` gives the sizes of the
    /// result's dynamic dimensions.
    pub SplatOp(SPLAT, "tensor.splat") {
        operands(input: single(types::ANY_TYPE), dynamic_sizes "dynamicSizes": variadic(INDEX))
        results(aggregate: single(RANKED))
        build(explicit)
        summary: "tensor splat or broadcast operation",
        example: "func.func @splat(%v: f32, %n: index) -> tensor<?x8xf32> {\n  %splat = tensor.splat %v[%n] : tensor<?x8xf32>\n  return %splat : tensor<?x8xf32>\n}",
        traits: OpTraits::PURE,
        predicates: &[Predicate::TypesMatchWith {
            summary: "operand type matches element type of result",
            from: "aggregate",
            to: "input",
            transform: element_of,
        }],
        format: Some("$input (`[` $dynamicSizes^ `]`)? attr-dict `:` type($aggregate)"),
        verify: Some(|op| {
            let splat = SplatOp(op.id);
            verify_dynamic_sizes(op, op.value_type(splat.aggregate(&op)), splat.dynamic_sizes(&op).len())
        }),
        result_names: Some(|op, set| name_result(op, set, "splat")),
        fold: Some(fold::fold_splat),
        interfaces: &[&bufferize::SPLAT, &reify::SPLAT],
    }
}

const YIELD: &str = "tensor.yield";

/// The terminator of the single block of region 0 of `op`, if any.
fn terminator(op: OpRef<'_>) -> Option<OpRef<'_>> {
    let (body, regions) = op.regions();
    let b = body.region_entry(*regions.first()?)?;
    Some(OpRef::new(op.ctx, body, body.last_op(b)?))
}

fn entry_arg_types(op: OpRef<'_>) -> Vec<Type> {
    let (body, regions) = op.regions();
    regions
        .first()
        .and_then(|&r| body.region_entry(r))
        .map(|b| body.block_args(b).iter().map(|&v| body.value_type(v)).collect())
        .unwrap_or_default()
}

fn verify_generate_regions(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let r = op.value_type(GenerateOp(op.id).result(&op));
    let args = entry_arg_types(op);
    if !args.iter().all(|&t| ctx.is_index(t)) {
        return Err(op.emit_error("all body arguments must be index"));
    }
    if args.len() != rank(ctx, r) {
        return Err(op.emit_error("must have one body argument per input dimension"));
    }
    let yielded = terminator(op).and_then(|t| Some(t.value_type(YieldOp::from_ref(t)?.value(&t))));
    if yielded.is_none_or(|t| t != element_of(ctx, r)) {
        return Err(
            op.emit_op_error("body must be terminated with a `yield` operation of the tensor element type")
        );
    }
    Ok(())
}

strata_ods::op! {
    /// Creates a tensor of the result type whose element at each index is
    /// what the body computes: the body takes one index argument per
    /// dimension and yields the element with `tensor.yield`.
    /// `dynamicExtents` gives the sizes of the dynamic dimensions.
    pub GenerateOp(GENERATE, "tensor.generate") {
        operands(dynamic_extents "dynamicExtents": variadic(INDEX))
        results(result: single(RANKED))
        regions(body: single(RegionConstraint::Sized(1)))
        build(explicit)
        summary: "Creates a dynamically sized tensor from elements",
        example: "func.func @generate(%n: index) -> tensor<?x3xindex> {\n  %generated = tensor.generate %n {\n  ^bb0(%i: index, %j: index):\n    %0 = arith.addi %i, %j : index\n    tensor.yield %0 : index\n  } : tensor<?x3xindex>\n  return %generated : tensor<?x3xindex>\n}",
        traits: OpTraits::RECURSIVE_MEMORY_EFFECTS.union(OpTraits::SINGLE_BLOCK),
        implicit_terminator: Some(YIELD),
        format: Some("$dynamicExtents $body attr-dict `:` type($result)"),
        verify: Some(|op| {
            let generate = GenerateOp(op.id);
            let extents = generate.dynamic_extents(&op).len();
            verify_dynamic_sizes(op, op.value_type(generate.result(&op)), extents)
        }),
        verify_regions: Some(verify_generate_regions),
        result_names: Some(|op, set| name_result(op, set, "generated")),
        canonicalize: Some(region_canonicalize::generate),
        interfaces: &[&bufferize::GENERATE, &reify::GENERATE],
    }
    /// Ends the body of a `tensor.generate` or `tensor.pad`, giving the
    /// element at the body's indices, of the tensor's element type.
    pub YieldOp(YIELD_OP, YIELD) {
        operands(value: single(types::ANY_TYPE))
        build(explicit)
        summary: "Yield a value from a region",
        example: "func.func @yield(%t: tensor<2xf32>, %pad: f32) -> tensor<4xf32> {\n  %padded = tensor.pad %t low[1] high[1] {\n  ^bb0(%i: index):\n    tensor.yield %pad : f32\n  } : tensor<2xf32> to tensor<4xf32>\n  return %padded : tensor<4xf32>\n}",
        traits: OpTraits::PURE
            .union(OpTraits::RETURN_LIKE)
            .union(OpTraits::TERMINATOR),
        parents: &["tensor.generate", "tensor.pad"],
        format: Some("$value attr-dict `:` type($value)"),
    }
}

// ---- access -------------------------------------------------------------------------------

strata_ods::op! {
    /// Reads the element of `tensor` at `indices`, one index per
    /// dimension. An index out of bounds makes the result undefined.
    pub ExtractOp(EXTRACT, "tensor.extract") {
        operands(tensor: single(RANKED), indices: variadic(INDEX))
        results(result: single(types::ANY_TYPE))
        build(infer)
        summary: "element extraction operation",
        example: "func.func @extract(%t: tensor<4x?xf32>, %i: index, %j: index) -> f32 {\n  %extracted = tensor.extract %t[%i, %j] : tensor<4x?xf32>\n  return %extracted : f32\n}",
        traits: OpTraits::PURE,
        predicates: &[Predicate::TypesMatchWith {
            summary: "result type matches element type of tensor",
            from: "tensor",
            to: "result",
            transform: element_of,
        }],
        format: Some("$tensor `[` $indices `]` attr-dict `:` type($tensor)"),
        verify: Some(|op| {
            let extract = ExtractOp(op.id);
            if rank(op.ctx, op.value_type(extract.tensor(&op))) != extract.indices(&op).len() {
                return Err(op.emit_op_error("incorrect number of indices for extract_element"));
            }
            Ok(())
        }),
        result_names: Some(|op, set| name_result(op, set, "extracted")),
        fold: Some(fold::fold_extract),
        canonicalize: Some(canonicalize::extract),
        interfaces: &[&bufferize::EXTRACT],
    }
    /// Returns `dest` with the element at `indices` replaced by `scalar`;
    /// `dest` itself is a value and does not change. An index out of
    /// bounds makes the result undefined.
    pub InsertOp(INSERT, "tensor.insert") {
        operands(scalar: single(types::ANY_TYPE), dest: single(RANKED), indices: variadic(INDEX))
        results(result: single(RANKED))
        build(infer)
        summary: "element insertion operation",
        example: "func.func @insert(%t: tensor<4xi32>, %v: i32, %i: index) -> tensor<4xi32> {\n  %inserted = tensor.insert %v into %t[%i] : tensor<4xi32>\n  return %inserted : tensor<4xi32>\n}",
        traits: OpTraits::PURE,
        predicates: &[
            Predicate::TypesMatchWith {
                summary: "result type matches type of dest",
                from: "dest",
                to: "result",
                transform: same_type,
            },
            Predicate::TypesMatchWith {
                summary: "scalar type matches element type of dest",
                from: "dest",
                to: "scalar",
                transform: element_of,
            },
        ],
        format: Some("$scalar `into` $dest `[` $indices `]` attr-dict `:` type($dest)"),
        verify: Some(|op| {
            let insert = InsertOp(op.id);
            if rank(op.ctx, op.value_type(insert.dest(&op))) != insert.indices(&op).len() {
                return Err(op.emit_op_error("incorrect number of indices"));
            }
            Ok(())
        }),
        result_names: Some(|op, set| name_result(op, set, "inserted")),
        fold: Some(fold::fold_insert),
        canonicalize: Some(canonicalize::insert),
        interfaces: &[&bufferize::INSERT, &INSERT_BOUNDS],
    }
}

strata_ods::op! {
    /// Returns the size of dimension `index` of a tensor. An index
    /// outside the rank makes the result undefined.
    pub DimOp(DIM, "tensor.dim") {
        operands(source: single(NON0_TENSOR), index: single(INDEX))
        results(result: single(INDEX))
        build(infer)
        summary: "dimension index operation",
        example: "func.func @dim(%t: tensor<4x?xf32>) -> index {\n  %c1 = arith.constant 1 : index\n  %dim = tensor.dim %t, %c1 : tensor<4x?xf32>\n  return %dim : index\n}",
        traits: OpTraits::NO_MEMORY_EFFECT,
        format: Some("attr-dict $source `,` $index `:` type($source)"),
        result_names: Some(|op, set| name_result(op, set, "dim")),
        fold: Some(fold::fold_dim),
        canonicalize: Some(canonicalize::dim),
        interfaces: &[&strata_ir::int_range::SHAPED_DIM_RANGE, &bufferize::DIM, &DIM_SPECULATABLE, &strata_ir::interfaces::SHAPED_DIM_BOUNDS],
    }
    /// Returns the number of dimensions of a tensor, ranked or not.
    pub RankOp(RANK, "tensor.rank") {
        operands(tensor: single(ANY_TENSOR))
        results(result: single(INDEX))
        build(infer)
        summary: "rank operation",
        example: "func.func @rank(%t: tensor<*xf32>) -> index {\n  %rank = tensor.rank %t : tensor<*xf32>\n  return %rank : index\n}",
        traits: OpTraits::PURE,
        format: Some("$tensor attr-dict `:` type($tensor)"),
        result_names: Some(|op, set| name_result(op, set, "rank")),
        fold: Some(fold::fold_rank),
        interfaces: &[&bufferize::RANK, &RANK_BOUNDS],
    }
}

// ---- casts -------------------------------------------------------------------------------

/// `tensor.cast`'s `areCastCompatible`: same element type, compatible
/// shapes (an unranked tensor is compatible with any).
pub fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    if ctx.element_type(a) != ctx.element_type(b) {
        return false;
    }
    match (ctx.shape(a), ctx.shape(b)) {
        (Some(x), Some(y)) => {
            x.len() == y.len()
                && x.iter()
                    .zip(y)
                    .all(|(&p, &q)| p == q || p == DYNAMIC || q == DYNAMIC)
        }
        _ => true,
    }
}

fn bitcast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    let width = |t: Type| {
        let e = element_of(ctx, t);
        ctx.integer_width(e)
            .or_else(|| ctx.float_kind(e).map(|k| k.width()))
    };
    match (ctx.shape(a), ctx.shape(b)) {
        (Some(x), Some(y))
            if x.len() != y.len()
                || x.iter()
                    .zip(y)
                    .any(|(&p, &q)| p != DYNAMIC && q != DYNAMIC && p != q) =>
        {
            return false
        }
        _ => {}
    }
    width(a).is_some() && width(a) == width(b)
}

/// `CastOpInterface`'s check that the cast from `a` to `b` is allowed.
fn verify_cast_with(
    op: OpRef<'_>,
    (a, b): (Type, Type),
    compatible: fn(&Context, Type, Type) -> bool,
) -> LogicalResult {
    if !compatible(op.ctx, a, b) {
        return Err(op.emit_op_error(format!(
            "operand type '{}' and result type '{}' are cast incompatible",
            ty(op, a),
            ty(op, b)
        )));
    }
    Ok(())
}

strata_ods::op! {
    /// Converts a tensor to a compatible tensor type: static sizes may
    /// become dynamic and the other way round, and a ranked tensor may
    /// become unranked or the reverse; the element type stays. Casting to
    /// a static size that does not hold at run time is undefined
    /// behaviour.
    pub CastOp(CAST, "tensor.cast") {
        operands(source: single(ANY_TENSOR))
        results(dest: single(ANY_TENSOR))
        build(explicit)
        summary: "tensor cast operation",
        example: "func.func @cast(%t: tensor<4x?xf32>) -> tensor<*xf32> {\n  %cast = tensor.cast %t : tensor<4x?xf32> to tensor<?x8xf32>\n  %cast_0 = tensor.cast %cast : tensor<?x8xf32> to tensor<*xf32>\n  return %cast_0 : tensor<*xf32>\n}",
        traits: OpTraits::PURE,
        trait_checks: &[TraitCheck::Custom(|op| {
            let cast = CastOp(op.id);
            let types = (op.value_type(cast.source(&op)), op.value_type(cast.dest(&op)));
            verify_cast_with(op, types, cast_compatible)
        })],
        format: Some("$source attr-dict `:` type($source) `to` type($dest)"),
        result_names: Some(|op, set| name_result(op, set, "cast")),
        fold: Some(fold::fold_cast),
        canonicalize: Some(canonicalize::cast),
        interfaces: &[&bufferize::CAST, &CAST_BOUNDS],
    }
    /// Reinterprets the bits of each element of a tensor as another
    /// integer or float type of the same width; the shapes are
    /// compatible, as for `tensor.cast`.
    pub BitcastOp(BITCAST, "tensor.bitcast") {
        operands(source: single(BITCASTABLE))
        results(dest: single(BITCASTABLE))
        build(explicit)
        summary: "tensor bitcast operation",
        example: "func.func @bitcast(%t: tensor<4xi32>) -> tensor<4xf32> {\n  %0 = tensor.bitcast %t : tensor<4xi32> to tensor<4xf32>\n  return %0 : tensor<4xf32>\n}",
        traits: OpTraits::PURE,
        trait_checks: &[TraitCheck::Custom(|op| {
            let cast = BitcastOp(op.id);
            let types = (op.value_type(cast.source(&op)), op.value_type(cast.dest(&op)));
            verify_cast_with(op, types, bitcast_compatible)
        })],
        format: Some("$source attr-dict `:` type($source) `to` type($dest)"),
        fold: Some(fold::fold_bitcast),
        canonicalize: Some(canonicalize::bitcast),
    }
}

// ---- reshapes -------------------------------------------------------------------------------

fn verify_reshape(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let reshape = ReshapeOp(op.id);
    let (src, res) = (
        op.value_type(reshape.source(&op)),
        op.value_type(reshape.result(&op)),
    );
    if ctx.element_type(src) != ctx.element_type(res) {
        return Err(
            op.emit_op_error("element types of source and destination tensor types should be the same")
        );
    }
    let shape_len = ctx
        .shape(op.value_type(reshape.shape(&op)))
        .and_then(|s| s.first().copied())
        .unwrap_or(0);
    if let Some(rs) = ctx.shape(res) {
        if shape_len == DYNAMIC {
            return Err(op.emit_op_error(
                "cannot use shape operand with dynamic length to reshape to statically-ranked tensor type",
            ));
        }
        if shape_len != rs.len() as i64 {
            return Err(op.emit_op_error("length of shape operand differs from the result's tensor rank"));
        }
        if let Some(ss) = ctx.shape(src) {
            let count = |s: &[i64]| {
                s.iter()
                    .try_fold(1i64, |acc, &d| (d != DYNAMIC).then(|| acc.saturating_mul(d)))
            };
            if let (Some(a), Some(b)) = (count(ss), count(rs)) {
                if a != b {
                    return Err(op.emit_op_error(
                        "source and destination tensor should have the same number of elements",
                    ));
                }
            }
        }
    }
    Ok(())
}

strata_ods::op! {
    /// Gives `source` the shape held by the one-dimensional `shape`
    /// tensor, whose static length is the result's rank (or is dynamic,
    /// for an unranked result). The elements keep their row-major order;
    /// the number of elements must not change, else the behaviour is
    /// undefined.
    pub ReshapeOp(RESHAPE, "tensor.reshape") {
        operands(source: single(ANY_TENSOR), shape: single(TENSOR_1D_INT_OR_INDEX))
        results(result: single(ANY_TENSOR))
        build(explicit)
        summary: "tensor reshape operation",
        example: "func.func @reshape(%t: tensor<4x5xf32>, %shape: tensor<1xi32>) -> tensor<?xf32> {\n  %reshape = tensor.reshape %t(%shape) : (tensor<4x5xf32>, tensor<1xi32>) -> tensor<?xf32>\n  return %reshape : tensor<?xf32>\n}",
        traits: OpTraits::PURE,
        format: Some("$source `(` $shape `)` attr-dict `:` functional-type(operands, results)"),
        verify: Some(verify_reshape),
        result_names: Some(|op, set| name_result(op, set, "reshape")),
        fold: Some(fold::fold_reshape),
        interfaces: &[&bufferize::RESHAPE],
    }
}

/// `verifyTensorReshapeOp`: the reassociation groups, shapes and the
/// collapsed type.
fn verify_tensor_reshape(op: OpRef<'_>, expanded: Type, collapsed: Type) -> LogicalResult {
    let ctx = op.ctx;
    let (Some(es), Some(cs)) = (ctx.shape(expanded), ctx.shape(collapsed)) else {
        return Ok(());
    };
    if es.len() < cs.len() {
        return Err(op.emit_op_error(format!(
            "expected the expanded type, '{}' to have a higher (or same) rank than the collapsed type, '{}'.",
            ty(op, expanded),
            ty(op, collapsed)
        )));
    }
    let groups = op
        .attr("reassociation")
        .and_then(|a| reassociation(ctx, a))
        .unwrap_or_default();
    if cs.len() != groups.len() {
        return Err(op.emit_op_error(format!(
            "expected collapsed rank ({}) to equal the number of reassociation maps ({}).",
            cs.len(),
            groups.len()
        )));
    }
    // A reshape to or from rank 0 has no groups to check (mlir-opt 22
    // checks nothing more for tensors).
    if cs.is_empty() {
        return Ok(());
    }
    if groups.iter().any(|g| g.is_empty()) {
        return Err(op.emit_op_error("reassociation indices must not be empty"));
    }
    let mut next = 0i64;
    for (i, g) in groups.iter().enumerate() {
        for &d in g {
            if d != next || d as usize >= es.len() {
                return Err(op.emit_op_error(format!(
                    "expected reassociation map #{i} to be valid and contiguous."
                )));
            }
            next += 1;
        }
    }
    if next != es.len() as i64 {
        return Err(op.emit_op_error(format!(
            "expected reassociation map #{} to be valid and contiguous.",
            groups.len().saturating_sub(1)
        )));
    }
    let mut start = 0;
    let mut inferred = Vec::with_capacity(groups.len());
    for (i, g) in groups.iter().enumerate() {
        let dims = &es[start..start + g.len()];
        start += g.len();
        if dims.contains(&DYNAMIC) {
            if cs[i] != DYNAMIC {
                return Err(op.emit_op_error(format!(
                    "expected dimension {i} of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic"
                )));
            }
            inferred.push(DYNAMIC);
        } else {
            let size = dims.iter().fold(1i64, |a, &d| a.saturating_mul(d));
            if cs[i] != size {
                return Err(op.emit_op_error(format!(
                    "expected dimension {i} of collapsed type to be static value of {size}"
                )));
            }
            inferred.push(size);
        }
    }
    let expected = tensor_like(ctx, expanded, &inferred, false);
    if ctx.shape(collapsed) != Some(&inferred[..])
        || ctx.element_type(collapsed) != ctx.element_type(expected)
    {
        return Err(op.emit_op_error(format!(
            "expected collapsed type to be '{}', but got '{}'",
            ty(op, expected),
            ty(op, collapsed)
        )));
    }
    Ok(())
}

fn verify_expand_shape(op: OpRef<'_>) -> LogicalResult {
    let expand = ExpandShapeOp(op.id);
    let res = op.value_type(expand.result(&op));
    let r = rank(op.ctx, res);
    let statics = static_list(op, "static_output_shape");
    if statics.len() != r {
        return Err(op.emit_op_error(format!(
            "expected number of static shape dims to be equal to the output rank ({r}) but found {} inputs instead",
            statics.len()
        )));
    }
    verify_output_shape_values(op, &statics)?;
    verify_tensor_reshape(op, res, op.value_type(expand.src(&op)))
}

strata_ods::op! {
    /// Splits each dimension of `src` into a group of dimensions, as the
    /// `reassociation` groups say; `output_shape` gives the result's
    /// sizes, each static or an index operand. A group's sizes multiply
    /// to the size of its source dimension, else the behaviour is
    /// undefined.
    pub ExpandShapeOp(EXPAND_SHAPE, "tensor.expand_shape") {
        operands(src: single(RANKED), output_shape: variadic(INDEX))
        results(result: single(RANKED))
        attributes(
            reassociation: attr = required(INDEX_LIST_ARRAY),
            static_output_shape: i64_array = required(attrs::DENSE_I64_ARRAY_ATTR),
        )
        build(explicit)
        summary: "operation to produce a tensor with a higher rank",
        example: "func.func @expand_shape(%t: tensor<?x32xf32>, %n: index) -> tensor<?x4x32xf32> {\n  %expanded = tensor.expand_shape %t [[0, 1], [2]] output_shape [%n, 4, 32] : tensor<?x32xf32> into tensor<?x4x32xf32>\n  return %expanded : tensor<?x4x32xf32>\n}",
        traits: OpTraits::PURE,
        format: Some(
            "$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape) \
             attr-dict `:` type($src) `into` type($result)",
        ),
        custom_directives: &[&DYNAMIC_INDEX_LIST],
        verify: Some(verify_expand_shape),
        result_names: Some(|op, set| name_result(op, set, "expanded")),
        fold: Some(fold::fold_reassociative_reshape),
        canonicalize: Some(canonicalize::expand_shape),
        interfaces: &[&bufferize::EXPAND_SHAPE, &reify::EXPAND_SHAPE, &EXPAND_SHAPE_BOUNDS],
    }
    /// Merges each `reassociation` group of contiguous dimensions of
    /// `src` into one dimension, whose size is the product of the group's.
    pub CollapseShapeOp(COLLAPSE_SHAPE, "tensor.collapse_shape") {
        operands(src: single(RANKED))
        results(result: single(RANKED))
        attributes(reassociation: attr = required(INDEX_LIST_ARRAY))
        build(explicit)
        summary: "operation to produce a tensor with a smaller rank",
        example: "func.func @collapse_shape(%t: tensor<?x4x32xf32>) -> tensor<?x32xf32> {\n  %collapsed = tensor.collapse_shape %t [[0, 1], [2]] : tensor<?x4x32xf32> into tensor<?x32xf32>\n  return %collapsed : tensor<?x32xf32>\n}",
        traits: OpTraits::PURE,
        format: Some("$src $reassociation attr-dict `:` type($src) `into` type($result)"),
        verify: Some(|op| {
            let collapse = CollapseShapeOp(op.id);
            let (src, result) = (collapse.src(&op), collapse.result(&op));
            verify_tensor_reshape(op, op.value_type(src), op.value_type(result))
        }),
        result_names: Some(|op, set| name_result(op, set, "collapsed")),
        fold: Some(fold::fold_reassociative_reshape),
        canonicalize: Some(canonicalize::collapse_shape),
        interfaces: &[&bufferize::COLLAPSE_SHAPE, &reify::COLLAPSE_SHAPE, &COLLAPSE_SHAPE_BOUNDS],
    }
}

// ---- slices -------------------------------------------------------------------------------

/// `isRankReducedType` with `produceSliceErrorMsg`'s diagnostics.
fn verify_rank_reduced(op: OpRef<'_>, expected: Type, candidate: Type) -> LogicalResult {
    let ctx = op.ctx;
    if expected == candidate {
        return Ok(());
    }
    let (es, cs) = (
        ctx.shape(expected).unwrap_or(&[]),
        ctx.shape(candidate).unwrap_or(&[]),
    );
    if cs.len() > es.len() {
        return Err(op.emit_error("expected rank to be smaller or equal to the other rank. "));
    }
    if rank_reduction_mask(es, cs).is_none() {
        return Err(op.emit_error(format!(
            "expected type to be '{}' or a rank-reduced version. (size mismatch) ",
            ty(op, expected)
        )));
    }
    let ee = element_of(ctx, expected);
    if ee != element_of(ctx, candidate) {
        return Err(op.emit_error(format!("expected element type to be '{}'", ty(op, ee))));
    }
    Ok(())
}

fn verify_extract_slice(op: OpRef<'_>) -> LogicalResult {
    let slice = ExtractSliceOp(op.id);
    let src = op.value_type(slice.source(&op));
    let sizes = static_list(op, "static_sizes");
    let expected = tensor_like(op.ctx, src, &sizes, true);
    verify_rank_reduced(op, expected, op.value_type(slice.result(&op)))?;
    let shape = op.ctx.shape(src).unwrap_or(&[]);
    verify_in_bounds(
        op,
        shape,
        &static_list(op, "static_offsets"),
        &sizes,
        &static_list(op, "static_strides"),
    )
}

/// What the ops with offsets, sizes and strides share (MLIR's
/// `OffsetSizeAndStrideOpInterface` with its static lists).
const fn offsets_sizes_strides(summary: &'static str, traits: OpTraits) -> OpSpec {
    OpSpec {
        summary,
        traits: traits.union(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS),
        ..OpSpec::new("tensor.extract_slice")
    }
}

/// The slice of a `tensor.extract_slice`, `insert_slice` or
/// `parallel_insert_slice`: its mixed offsets, sizes and strides, given
/// the dynamic values of each list.
fn mixed_slice(op: OpRef<'_>, dynamic: [strata_ods::typed::GroupValues<'_>; 3]) -> HyperrectangularSlice {
    let mut lists: [Vec<LoopBound>; 3] = Default::default();
    for (k, (name, mut dynamic)) in ["static_offsets", "static_sizes", "static_strides"]
        .into_iter()
        .zip(dynamic)
        .enumerate()
    {
        lists[k] = static_list(op, name)
            .into_iter()
            .filter_map(|s| {
                if s == DYNAMIC {
                    dynamic.next().map(LoopBound::Value)
                } else {
                    Some(LoopBound::Constant(s))
                }
            })
            .collect();
    }
    let [offsets, sizes, strides] = lists;
    HyperrectangularSlice {
        offsets,
        sizes,
        strides,
    }
}

/// The dynamic offsets, sizes and strides of a slice op (`extract_slice`,
/// `insert_slice` or `parallel_insert_slice`).
pub(crate) fn slice_dynamics(o: OpRef<'_>) -> Option<[Vec<ValueId>; 3]> {
    if let Some(s) = ExtractSliceOp::from_ref(o) {
        return Some([s.offsets(&o), s.sizes(&o), s.strides(&o)].map(|g| g.to_vec()));
    }
    if let Some(s) = InsertSliceOp::from_ref(o) {
        return Some([s.offsets(&o), s.sizes(&o), s.strides(&o)].map(|g| g.to_vec()));
    }
    let s = ParallelInsertSliceOp::from_ref(o)?;
    Some([s.offsets(&o), s.sizes(&o), s.strides(&o)].map(|g| g.to_vec()))
}

const EXTRACT_SLICE_SUBSET: SubsetOpInterface = SubsetOpInterface {
    slice: |op| {
        let s = ExtractSliceOp(op.id);
        Some(mixed_slice(op, [s.offsets(&op), s.sizes(&op), s.strides(&op)]))
    },
};

const EXTRACT_SLICE_EXTRACTION: SubsetExtractionOpInterface = SubsetExtractionOpInterface {
    source_operand: |_| 0,
};

strata_ods::op! {
    /// Extracts the part of `source` given by an offset, a size and a
    /// stride per dimension, each static or an index operand. Unit
    /// dimensions may be dropped from the result (rank reduction). The
    /// part must lie within the source.
    pub ExtractSliceOp(EXTRACT_SLICE, "tensor.extract_slice") {
        operands(
            source: single(RANKED),
            offsets: variadic(INDEX),
            sizes: variadic(INDEX),
            strides: variadic(INDEX),
        )
        results(result: single(RANKED))
        attributes(
            static_offsets: i64_array = required(attrs::DENSE_I64_ARRAY_ATTR),
            static_sizes: i64_array = required(attrs::DENSE_I64_ARRAY_ATTR),
            static_strides: i64_array = required(attrs::DENSE_I64_ARRAY_ATTR),
        )
        build(explicit)
        example: "func.func @extract_slice(%t: tensor<8x16xf32>, %i: index) -> tensor<4xf32> {\n  %extracted_slice = tensor.extract_slice %t[%i, 2] [1, 4] [1, 2] : tensor<8x16xf32> to tensor<4xf32>\n  return %extracted_slice : tensor<4xf32>\n}",
        trait_checks: &[TraitCheck::Custom(|op| {
            let r = rank(op.ctx, op.value_type(ExtractSliceOp(op.id).source(&op)));
            verify_offset_size_stride(op, [1, 2, 3], [r; 3])
        })],
        format: Some(
            "$source `` custom<DynamicIndexList>($offsets, $static_offsets) \
             custom<DynamicIndexList>($sizes, $static_sizes) \
             custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)",
        ),
        custom_directives: &[&DYNAMIC_INDEX_LIST],
        verify: Some(verify_extract_slice),
        result_names: Some(|op, set| name_result(op, set, "extracted_slice")),
        fold: Some(fold::fold_extract_slice),
        canonicalize: Some(canonicalize::extract_slice),
        interfaces: &[
            &bufferize::EXTRACT_SLICE,
            &EXTRACT_SLICE_SUBSET,
            &EXTRACT_SLICE_EXTRACTION,
            &reify::EXTRACT_SLICE,
            &EXTRACT_SLICE_BOUNDS,
        ],
        ..offsets_sizes_strides("extract slice operation", OpTraits::PURE)
    }
}

/// The checks of `tensor.insert_slice` and `parallel_insert_slice`
/// inserting a `source` type into a `dest` type.
fn verify_insert_slice(op: OpRef<'_>, (source, dest): (Type, Type)) -> LogicalResult {
    let sizes = static_list(op, "static_sizes");
    let expected = tensor_like(op.ctx, dest, &sizes, true);
    verify_rank_reduced(op, expected, source)?;
    let shape = op.ctx.shape(dest).unwrap_or(&[]);
    verify_in_bounds(
        op,
        shape,
        &static_list(op, "static_offsets"),
        &sizes,
        &static_list(op, "static_strides"),
    )
}

const INSERT_SLICE_SUBSET: SubsetOpInterface = SubsetOpInterface {
    slice: |op| {
        let s = InsertSliceOp(op.id);
        Some(mixed_slice(op, [s.offsets(&op), s.sizes(&op), s.strides(&op)]))
    },
};

const INSERT_SLICE_INSERTION: SubsetInsertionOpInterface = SubsetInsertionOpInterface {
    source_operand: |_| 0,
    destination_operand: |_| 1,
    updated_destination: |op| InsertSliceOp::from_ref(op).map(|i| i.result(&op)),
};

strata_ods::op! {
    /// Returns `dest` with the part given by an offset, a size and a
    /// stride per dimension (each static or an index operand) replaced by
    /// `source`, which may lack unit dimensions of that part (rank
    /// reduction). The part must lie within `dest`.
    pub InsertSliceOp(INSERT_SLICE, "tensor.insert_slice") {
        operands(
            source: single(RANKED),
            dest: single(RANKED),
            offsets: variadic(INDEX),
            sizes: variadic(INDEX),
            strides: variadic(INDEX),
        )
        results(result: single(RANKED))
        attributes(
            static_offsets: i64_array = required(attrs::DENSE_I64_ARRAY_ATTR),
            static_sizes: i64_array = required(attrs::DENSE_I64_ARRAY_ATTR),
            static_strides: i64_array = required(attrs::DENSE_I64_ARRAY_ATTR),
        )
        build(explicit)
        example: "func.func @insert_slice(%s: tensor<4xf32>, %t: tensor<8x16xf32>, %i: index) -> tensor<8x16xf32> {\n  %inserted_slice = tensor.insert_slice %s into %t[%i, 2] [1, 4] [1, 2] : tensor<4xf32> into tensor<8x16xf32>\n  return %inserted_slice : tensor<8x16xf32>\n}",
        predicates: &[Predicate::TypesMatchWith {
            summary: "expected result type to match dest type",
            from: "dest",
            to: "result",
            transform: same_type,
        }],
        trait_checks: &[TraitCheck::Custom(|op| {
            let r = rank(op.ctx, op.value_type(InsertSliceOp(op.id).dest(&op)));
            verify_offset_size_stride(op, [2, 3, 4], [r; 3])
        })],
        format: Some(
            "$source `into` $dest `` custom<DynamicIndexList>($offsets, $static_offsets) \
             custom<DynamicIndexList>($sizes, $static_sizes) \
             custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `into` type($dest)",
        ),
        custom_directives: &[&DYNAMIC_INDEX_LIST],
        verify: Some(|op| {
            let insert = InsertSliceOp(op.id);
            verify_insert_slice(op, (op.value_type(insert.source(&op)), op.value_type(insert.dest(&op))))
        }),
        result_names: Some(|op, set| name_result(op, set, "inserted_slice")),
        fold: Some(fold::fold_insert_slice),
        canonicalize: Some(canonicalize::insert_slice),
        interfaces: &[&bufferize::INSERT_SLICE, &INSERT_SLICE_SUBSET, &INSERT_SLICE_INSERTION, &reify::INSERT_SLICE],
        ..offsets_sizes_strides("insert_slice operation", OpTraits::PURE)
    }
}

fn verify_parallel_insert_slice(op: OpRef<'_>) -> LogicalResult {
    let in_parallel = op.parent().filter(|p| p.name_str() == "scf.forall.in_parallel");
    if in_parallel.is_none() {
        // MLIR quotes the parent op after the message; an op at the top of
        // an isolated op's body cannot see its parent, so only what is
        // visible is quoted.
        let parent = op
            .parent()
            .map(|p| match op.ctx.op_note_printer() {
                Some(print) => format!("\n{}", print(p)),
                None => format!(" {}", op.ctx.op_to_string(p)),
            })
            .unwrap_or_default();
        return Err(op.emit_error(format!("expected InParallelOpInterface parent, got:{parent}")));
    }
    let insert = ParallelInsertSliceOp(op.id);
    verify_insert_slice(
        op,
        (op.value_type(insert.source(&op)), op.value_type(insert.dest(&op))),
    )
}

const PARALLEL_INSERT_SLICE_SUBSET: SubsetOpInterface = SubsetOpInterface {
    slice: |op| {
        let s = ParallelInsertSliceOp(op.id);
        Some(mixed_slice(op, [s.offsets(&op), s.sizes(&op), s.strides(&op)]))
    },
};

const PARALLEL_INSERT_SLICE_INSERTION: SubsetInsertionOpInterface = SubsetInsertionOpInterface {
    source_operand: |_| 0,
    destination_operand: |_| 1,
    updated_destination: |_| None,
};

const PARALLEL_INSERT_SLICE_COMBINING: ParallelCombiningOpInterface = ParallelCombiningOpInterface {
    destination: |op| ParallelInsertSliceOp::from_ref(op).map(|p| p.dest(&op)),
};

strata_ods::op! {
    /// Within the `scf.forall.in_parallel` terminator of an `scf.forall`,
    /// states that the current thread writes `source` into the part of
    /// the shared `dest` given by offsets, sizes and strides, as
    /// `tensor.insert_slice` would. It has no result: the loop yields the
    /// updated tensor. Parts written by different threads must not
    /// overlap, else the result is undefined.
    pub ParallelInsertSliceOp(PARALLEL_INSERT_SLICE, "tensor.parallel_insert_slice") {
        operands(
            source: single(RANKED),
            dest: single(RANKED),
            offsets: variadic(INDEX),
            sizes: variadic(INDEX),
            strides: variadic(INDEX),
        )
        attributes(
            static_offsets: i64_array = required(attrs::DENSE_I64_ARRAY_ATTR),
            static_sizes: i64_array = required(attrs::DENSE_I64_ARRAY_ATTR),
            static_strides: i64_array = required(attrs::DENSE_I64_ARRAY_ATTR),
        )
        build(explicit)
        example: "func.func @parallel_insert_slice(%t: tensor<8x4xf32>, %s: tensor<4xf32>) -> tensor<8x4xf32> {\n  %0 = scf.forall (%i) in (8) shared_outs(%out = %t) -> (tensor<8x4xf32>) {\n    scf.forall.in_parallel {\n      tensor.parallel_insert_slice %s into %out[%i, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<8x4xf32>\n    }\n  }\n  return %0 : tensor<8x4xf32>\n}",
        trait_checks: &[TraitCheck::Custom(|op| {
            let r = rank(op.ctx, op.value_type(ParallelInsertSliceOp(op.id).dest(&op)));
            verify_offset_size_stride(op, [2, 3, 4], [r; 3])
        })],
        format: Some(
            "$source `into` $dest `` custom<DynamicIndexList>($offsets, $static_offsets) \
             custom<DynamicIndexList>($sizes, $static_sizes) \
             custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `into` type($dest)",
        ),
        custom_directives: &[&DYNAMIC_INDEX_LIST],
        verify: Some(verify_parallel_insert_slice),
        canonicalize: Some(canonicalize::parallel_insert_slice),
        interfaces: &[
            &bufferize::PARALLEL_INSERT_SLICE,
            &PARALLEL_INSERT_SLICE_SUBSET,
            &PARALLEL_INSERT_SLICE_INSERTION,
            &PARALLEL_INSERT_SLICE_COMBINING,
        ],
        ..offsets_sizes_strides(
            "Specify the tensor slice update of a single thread of a parent ParallelCombiningOpInterface op.",
            OpTraits::NONE,
        )
    }
}

// ---- pad, concat -----------------------------------------------------------------------------

fn verify_pad(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let pad = PadOp(op.id);
    let (src, res) = (op.value_type(pad.source(&op)), op.value_type(pad.result(&op)));
    let ss = ctx.shape(src).unwrap_or(&[]);
    let (low, high) = (static_list(op, "static_low"), static_list(op, "static_high"));
    if low.len() != ss.len() || high.len() != ss.len() {
        return Err(op.emit_error(format!(
            "failed to infer expectedType from sourceType '{}', specified resultType is '{}'",
            ty(op, src),
            ty(op, res)
        )));
    }
    let inferred: Vec<i64> = (0..ss.len())
        .map(|i| {
            if ss[i] == DYNAMIC || low[i] == DYNAMIC || high[i] == DYNAMIC {
                DYNAMIC
            } else {
                ss[i].saturating_add(low[i]).saturating_add(high[i])
            }
        })
        .collect();
    let expected = tensor_like(ctx, src, &inferred, false);
    let rs = ctx.shape(res).unwrap_or(&[]);
    let mismatch =
        rs.len() != inferred.len() || rs.iter().zip(&inferred).any(|(&r, &e)| r != e && e != DYNAMIC);
    if mismatch {
        return Err(op.emit_error(format!(
            "specified type '{}' does not match the inferred type '{}'",
            ty(op, res),
            ty(op, expected)
        )));
    }
    Ok(())
}

fn verify_pad_regions(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let r = op.value_type(PadOp(op.id).result(&op));
    let n = rank(ctx, r);
    let args = entry_arg_types(op);
    if args.len() != n {
        return Err(op.emit_error(format!("expected the block to have {n} arguments")));
    }
    if let Some(i) = args.iter().position(|&t| !ctx.is_index(t)) {
        return Err(op.emit_op_error(format!("expected block argument {} to be an index", i + 1)));
    }
    let yielded = terminator(op).and_then(|t| Some(t.value_type(YieldOp::from_ref(t)?.value(&t))));
    if yielded.is_some_and(|t| t != element_of(ctx, r)) {
        return Err(op.emit_op_error("expected yield type to match shape element type"));
    }
    Ok(())
}

strata_ods::op! {
    /// Grows `source` by `low` elements before and `high` elements after
    /// each dimension, each static or an index operand. The body computes
    /// the value of each added element from its indices (one index
    /// argument per dimension) and yields it with `tensor.yield`; the
    /// other elements are the source's. `nofold` keeps a pad that adds
    /// nothing.
    pub PadOp(PAD, "tensor.pad") {
        operands(source: single(RANKED), low: variadic(INDEX), high: variadic(INDEX))
        results(result: single(RANKED))
        attributes(
            static_low: i64_array = required(attrs::DENSE_I64_ARRAY_ATTR),
            static_high: i64_array = required(attrs::DENSE_I64_ARRAY_ATTR),
            nofold: unit = optional(attrs::UNIT_ATTR),
        )
        regions(region: single(RegionConstraint::Sized(1)))
        build(explicit)
        summary: "tensor pad operation",
        example: "func.func @pad(%t: tensor<?x4xf32>, %n: index, %pad: f32) -> tensor<?x8xf32> {\n  %padded = tensor.pad %t low[%n, 2] high[1, 2] {\n  ^bb0(%i: index, %j: index):\n    tensor.yield %pad : f32\n  } : tensor<?x4xf32> to tensor<?x8xf32>\n  return %padded : tensor<?x8xf32>\n}",
        traits: OpTraits::PURE
            .union(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS)
            .union(OpTraits::SINGLE_BLOCK),
        implicit_terminator: Some(YIELD),
        format: Some(
            "$source (`nofold` $nofold^)? `low` `` custom<DynamicIndexList>($low, $static_low) \
             `high` `` custom<DynamicIndexList>($high, $static_high) \
             $region attr-dict `:` type($source) `to` type($result)",
        ),
        custom_directives: &[&DYNAMIC_INDEX_LIST],
        verify: Some(verify_pad),
        verify_regions: Some(verify_pad_regions),
        result_names: Some(|op, set| name_result(op, set, "padded")),
        fold: Some(fold::fold_pad),
        canonicalize: Some(region_canonicalize::pad),
        interfaces: &[&bufferize::PAD, &tiling::PAD, &tiling::PAD_REIFY, &PAD_BOUNDS],
    }
}

fn verify_concat(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let concat = ConcatOp(op.id);
    if concat.inputs(&op).len() < 1 {
        return Err(op.emit_op_error("requires at least one input"));
    }
    let r = op.value_type(concat.result(&op));
    let n = rank(ctx, r);
    let dim = concat
        .dim(&op)
        .and_then(|a| ctx.integer_attr_value(a))
        .map_or(0, |v| v.sext_i64());
    if op.operand_types().any(|t| rank(ctx, t) != n) {
        return Err(op.emit_op_error("rank of concatenated inputs must match result rank"));
    }
    if op
        .operand_types()
        .any(|t| element_of(ctx, t) != element_of(ctx, r))
    {
        return Err(op.emit_op_error("inputs and result element type must match"));
    }
    if dim < 0 || dim >= n as i64 {
        return Err(op.emit_op_error("concatenation dim must be less than the tensor rank"));
    }
    let mut expected: Vec<i64> = vec![0; n];
    for (i, t) in op.operand_types().enumerate() {
        let s = ctx.shape(t).unwrap_or(&[]);
        for d in 0..n {
            expected[d] = if i == 0 {
                s[d]
            } else if d as i64 == dim {
                if expected[d] == DYNAMIC || s[d] == DYNAMIC {
                    DYNAMIC
                } else {
                    expected[d].saturating_add(s[d])
                }
            } else if expected[d] == DYNAMIC {
                s[d]
            } else if s[d] != DYNAMIC && s[d] != expected[d] {
                return Err(op.emit_op_error(format!(
                    "static concatenation size mismatch along non-concatenated dimension {d}"
                )));
            } else {
                expected[d]
            };
        }
    }
    let rs = ctx.shape(r).unwrap_or(&[]);
    let compatible = rs
        .iter()
        .zip(&expected)
        .all(|(&a, &b)| a == b || a == DYNAMIC || b == DYNAMIC);
    if !compatible {
        let inferred = tensor_like(ctx, r, &expected, false);
        return Err(op.emit_op_error(format!(
            "result type '{}'does not match inferred shape '{}' static sizes",
            ty(op, r),
            ty(op, inferred)
        )));
    }
    Ok(())
}

strata_ods::op! {
    /// Concatenates the `inputs` along dimension `dim`: they have the
    /// result's rank and element type, and the same sizes in the other
    /// dimensions, which the result keeps; along `dim` the result's size
    /// is the sum of theirs.
    pub ConcatOp(CONCAT, "tensor.concat") {
        operands(inputs: variadic(RANKED))
        results(result: single(RANKED))
        attributes(dim: attr = required(attrs::I64_ATTR))
        build(explicit)
        summary: "tensor concatenation operation",
        example: "func.func @concat(%a: tensor<3x6xf32>, %b: tensor<3x?xf32>) -> tensor<3x?xf32> {\n  %concat = tensor.concat dim(1) %a, %b : (tensor<3x6xf32>, tensor<3x?xf32>) -> tensor<3x?xf32>\n  return %concat : tensor<3x?xf32>\n}",
        traits: OpTraits::PURE,
        format: Some("`dim` `(` $dim `)` $inputs attr-dict `:` functional-type(operands, results)"),
        verify: Some(verify_concat),
        result_names: Some(|op, set| name_result(op, set, "concat")),
        fold: Some(fold::fold_concat),
        canonicalize: Some(canonicalize::concat),
        interfaces: &[&reify::CONCAT],
    }
}

// ---- gather, scatter ------------------------------------------------------------------------------

const INT_OR_INDEX_TENSOR: TypeConstraint = T::RankedTensorOf(&[T::SignlessIntegerOrIndex]);

/// `verifyGatherOrScatterDims`.
fn verify_gather_scatter_dims(
    op: OpRef<'_>,
    dims: &[i64],
    indices: Type,
    rank: usize,
    what: &str,
    of: &str,
) -> LogicalResult {
    let shape = op.ctx.shape(indices).unwrap_or(&[]);
    if dims.is_empty() {
        return Err(op.emit_op_error(format!("{what}_dims must be non-empty")));
    }
    if dims.len() > rank {
        return Err(op.emit_op_error(format!("{what}_dims overflow {of} rank")));
    }
    if shape.last() != Some(&(dims.len() as i64)) {
        return Err(op.emit_op_error(format!(
            "{what}_dims length must match the size of last dimension of indices"
        )));
    }
    for &d in dims {
        if d < 0 {
            return Err(op.emit_op_error(format!("{what}_dims value must be non-negative")));
        }
        if d >= rank as i64 {
            return Err(op.emit_op_error(format!("{what}_dims value must be smaller than {of} rank")));
        }
    }
    if dims.windows(2).any(|w| w[0] >= w[1]) {
        return Err(op.emit_op_error(format!("{what}_dims values must be strictly increasing")));
    }
    Ok(())
}

/// `GatherOp::inferResultType`: the index dimensions, then the source
/// dimensions with the gathered ones as 1 (or dropped when rank-reduced).
fn gather_type(ctx: &Context, source: Type, indices: Type, dims: &[i64], rank_reduced: bool) -> Type {
    let is = ctx.shape(indices).unwrap_or(&[]);
    let mut shape: Vec<i64> = is[..is.len().saturating_sub(1)].to_vec();
    for (i, &d) in ctx.shape(source).unwrap_or(&[]).iter().enumerate() {
        if dims.binary_search(&(i as i64)).is_ok() {
            if !rank_reduced {
                shape.push(1);
            }
        } else {
            shape.push(d);
        }
    }
    tensor_like(ctx, source, &shape, true)
}

fn verify_gather(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let gather = GatherOp(op.id);
    let (src, indices) = (
        op.value_type(gather.source(&op)),
        op.value_type(gather.indices(&op)),
    );
    let dims = static_list(op, "gather_dims");
    verify_gather_scatter_dims(op, &dims, indices, rank(ctx, src), "gather", "source")?;
    let full = gather_type(ctx, src, indices, &dims, false);
    let reduced = gather_type(ctx, src, indices, &dims, true);
    let r = op.value_type(gather.result(&op));
    if r != full && r != reduced {
        return Err(op.emit_op_error(format!(
            "result type mismatch: expected '{}' or its rank-reduced variant '{}' (got: '{}')",
            ty(op, full),
            ty(op, reduced),
            ty(op, r)
        )));
    }
    Ok(())
}

strata_ods::op! {
    /// Gathers parts of `source` at coordinates read from `indices`: the
    /// last dimension of `indices` holds one coordinate per dimension
    /// listed in `gather_dims`, and its other dimensions lead the result's
    /// shape. Each gathered part spans the source's dimensions not in
    /// `gather_dims`; the gathered ones are kept as unit dimensions or
    /// dropped. `unique` states that no coordinate repeats. Coordinates
    /// out of bounds make the result undefined.
    pub GatherOp(GATHER, "tensor.gather") {
        operands(source: single(RANKED), indices: single(INT_OR_INDEX_TENSOR))
        results(result: single(RANKED))
        attributes(
            gather_dims: i64_array = required(attrs::DENSE_I64_ARRAY_ATTR),
            unique: unit = optional(attrs::UNIT_ATTR),
        )
        build(explicit)
        summary: "gather a subset of a tensor at specified indices",
        example: "func.func @gather(%t: tensor<4x5x6xf32>, %idx: tensor<1x2x2xindex>) -> tensor<1x2x1x5x1xf32> {\n  %gather = tensor.gather %t[%idx] gather_dims([0, 2]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x5x1xf32>\n  return %gather : tensor<1x2x1x5x1xf32>\n}",
        traits: OpTraits::PURE,
        format: Some(
            "$source `[` $indices `]` `gather_dims` `(` $gather_dims `)` (`unique` $unique^)? attr-dict \
             `:` functional-type(operands, results)",
        ),
        verify: Some(verify_gather),
        result_names: Some(|op, set| name_result(op, set, "gather")),
        fold: Some(fold::fold_gather),
    }
}

fn verify_scatter(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let scatter = ScatterOp(op.id);
    let (src, dest, indices) = (
        op.value_type(scatter.source(&op)),
        op.value_type(scatter.dest(&op)),
        op.value_type(scatter.indices(&op)),
    );
    let dims = static_list(op, "scatter_dims");
    verify_gather_scatter_dims(op, &dims, indices, rank(ctx, dest), "scatter", "dest")?;
    if !scatter.unique(&op) {
        return Err(op.emit_op_error("requires 'unique' attribute to be set"));
    }
    let full = gather_type(ctx, dest, indices, &dims, false);
    let reduced = gather_type(ctx, dest, indices, &dims, true);
    if src != full && src != reduced {
        return Err(op.emit_op_error(format!(
            "source type mismatch: expected '{}' or its rank-reduced variant '{}' (got: '{}')",
            ty(op, full),
            ty(op, reduced),
            ty(op, src)
        )));
    }
    Ok(())
}

strata_ods::op! {
    /// Returns `dest` with the parts at the coordinates read from
    /// `indices` replaced by the slices of `source`, the inverse of
    /// `tensor.gather` (with the same `indices` and `scatter_dims`
    /// conventions). `unique` is required: coordinates must not repeat,
    /// else the result is undefined.
    pub ScatterOp(SCATTER, "tensor.scatter") {
        operands(source: single(RANKED), dest: single(RANKED), indices: single(INT_OR_INDEX_TENSOR))
        results(result: single(RANKED))
        attributes(
            scatter_dims: i64_array = required(attrs::DENSE_I64_ARRAY_ATTR),
            unique: unit = optional(attrs::UNIT_ATTR),
        )
        build(explicit)
        summary: "scatter a tensor into a destination tensor at specified indices",
        example: "func.func @scatter(%s: tensor<1x2x1x5x1xf32>, %t: tensor<4x5x6xf32>, %idx: tensor<1x2x2xindex>) -> tensor<4x5x6xf32> {\n  %scatter = tensor.scatter %s into %t[%idx] scatter_dims([0, 2]) unique : (tensor<1x2x1x5x1xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>\n  return %scatter : tensor<4x5x6xf32>\n}",
        traits: OpTraits::PURE,
        format: Some(
            "$source `into` $dest `[` $indices `]` `scatter_dims` `(` $scatter_dims `)` (`unique` $unique^)? \
             attr-dict `:` functional-type(operands, results)",
        ),
        verify: Some(verify_scatter),
        result_names: Some(|op, set| name_result(op, set, "scatter")),
    }
}

/// `tensor.from_elements`: the operand types are the result's element
/// type, once per element.
fn parse_from_elements(p: &mut dyn OpAsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let pos = p.current_pos();
    let elements = p.parse_operand_list(Delimiter::None)?;
    let attr_pos = p.current_pos();
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    strata_ods::asm_format::verify_inherent_attrs(p, &FROM_ELEMENTS, &attrs, attr_pos)?;
    p.parse_punct(":")?;
    let type_pos = p.current_pos();
    let t = p.parse_type()?;
    if !matches!(ctx.type_kind(t), strata_ir::TypeKind::RankedTensor { .. }) {
        return Err(p.emit_error_at(
            type_pos,
            &format!(
                "invalid kind of type specified: expected builtin.tensor, but found '{}'",
                ctx.type_to_string(t)
            ),
        ));
    }
    let count = ctx
        .shape(t)
        .map_or(0, |s| s.iter().fold(1i64, |a, &d| a.saturating_mul(d)));
    if count != elements.len() as i64 {
        return Err(p.emit_error_at(
            pos,
            &format!(
                "number of operands and types do not match: got {} operands and {count} types",
                elements.len()
            ),
        ));
    }
    let element = element_of(ctx, t);
    for e in &elements {
        let v = p.resolve_operand(e, element)?;
        state.operands.push(v);
    }
    state.result_types.push(t);
    if !attrs.is_empty() {
        state.attributes = Some(ctx.dictionary_attr(&attrs));
    }
    Ok(())
}

/// `tensor.from_elements`, as its declarative form (`$elements attr-dict
/// `:` type($result)`) prints it.
fn print_from_elements(p: &mut dyn OpAsmPrinter<'_>, op: OpRef<'_>) {
    p.write_str(" ");
    let elements: Vec<ValueId> = op.operands().collect();
    p.print_operands(&elements);
    let mut attrs: Vec<_> = op
        .properties()
        .map(|d| op.ctx.dict_entries(d).to_vec())
        .unwrap_or_default();
    attrs.extend_from_slice(op.discardable_attrs());
    p.print_optional_attr_dict(&attrs, &[]);
    p.write_str(" :");
    for t in op.result_types() {
        p.write_str(" ");
        p.print_type(t);
    }
}

// ---- the dialect -------------------------------------------------------------------------------

/// The `tensor` dialect.
pub static DIALECT: DialectSpec = DialectSpec {
    summary: "Tensors as values: creation, element and slice access, reshapes",
    description: "Ops on tensors, immutable multi-dimensional values: creating \
        them (from elements, a splat, a generator region or an empty shape), \
        reading and replacing elements and slices, casts, reshapes, padding, \
        concatenation, gathers and scatters, and the slice insertions of \
        parallel loops.",
    ops: &[
        &GATHER,
        &SCATTER,
        &EMPTY,
        &FROM_ELEMENTS,
        &SPLAT,
        &GENERATE,
        &YIELD_OP,
        &EXTRACT,
        &INSERT,
        &DIM,
        &RANK,
        &CAST,
        &BITCAST,
        &RESHAPE,
        &EXPAND_SHAPE,
        &COLLAPSE_SHAPE,
        &EXTRACT_SLICE,
        &INSERT_SLICE,
        &PARALLEL_INSERT_SLICE,
        &PAD,
        &CONCAT,
    ],
    interfaces: &[
        &DialectInlinerInterface::ALL_LEGAL,
        &strata_rewrite::CanonicalizationPatterns(canonicalize::dialect),
    ],
    materialize_constant: Some(strata_dialect_arith::materialize_constant),
    ..DialectSpec::new("tensor")
};

/// The registry definition of the dialect.
pub fn dialect() -> DialectDef {
    DIALECT.to_def()
}

// ---- value bounds ----------------------------------------------------------------

use strata_dialect_utils::value_bounds as vb;
use strata_ir::interfaces::ShapedDimBoundsOpInterface;

/// `tensor.empty`'s sizes: its dynamic size operands.
const EMPTY_BOUNDS: ShapedDimBoundsOpInterface =
    ShapedDimBoundsOpInterface(|op, v, dim, out| vb::dynamic_sizes_bounds(op, v, dim, 0, out));
/// `tensor.insert`'s sizes: its destination's.
const INSERT_BOUNDS: ShapedDimBoundsOpInterface =
    ShapedDimBoundsOpInterface(|op, _, dim, out| vb::same_shape_bounds(op, dim, 1, out));
/// `tensor.cast`'s sizes: its source's.
const CAST_BOUNDS: ShapedDimBoundsOpInterface =
    ShapedDimBoundsOpInterface(|op, _, dim, out| vb::same_shape_bounds(op, dim, 0, out));
/// `tensor.rank`: the rank of its ranked operand.
const RANK_BOUNDS: strata_ir::interfaces::ValueBoundsOpInterface =
    strata_ir::interfaces::ValueBoundsOpInterface(vb::rank_bounds);
/// `tensor.expand_shape`'s sizes: its output shape.
const EXPAND_SHAPE_BOUNDS: ShapedDimBoundsOpInterface =
    ShapedDimBoundsOpInterface(|op, _, dim, out| vb::expand_shape_bounds(op, dim, out));
/// `tensor.collapse_shape`'s sizes: the products of its groups.
const COLLAPSE_SHAPE_BOUNDS: ShapedDimBoundsOpInterface =
    ShapedDimBoundsOpInterface(|op, _, dim, out| vb::collapse_shape_bounds(op, dim, out));
/// `tensor.extract_slice`'s sizes: the sizes it keeps.
const EXTRACT_SLICE_BOUNDS: ShapedDimBoundsOpInterface = ShapedDimBoundsOpInterface(|op, v, dim, out| {
    let sizes: Vec<_> = ExtractSliceOp(op.id).sizes(&op).collect();
    vb::slice_bounds(op, v, dim, &sizes, out)
});
/// `tensor.pad`'s sizes: the source's plus the low and high padding.
const PAD_BOUNDS: ShapedDimBoundsOpInterface = ShapedDimBoundsOpInterface(|op, _, dim, out| {
    let pad = PadOp(op.id);
    let ctx = op.ctx;
    let low = strata_dialect_utils::static_value::mixed_fold_results(op, "static_low", pad.low(&op));
    let high = strata_dialect_utils::static_value::mixed_fold_results(op, "static_high", pad.high(&op));
    let (Some(&l), Some(&h)) = (low.get(dim), high.get(dim)) else {
        return;
    };
    let mut operands = vec![pad.source(&op)];
    let mut dims = vec![Some(dim)];
    let mut expr = ctx.affine_symbol(0);
    for part in [l, h] {
        match part {
            strata_ir::OpFoldResult::Value(v) => {
                expr = ctx.affine_add(expr, ctx.affine_symbol(operands.len() as u32));
                operands.push(v);
                dims.push(None);
            }
            strata_ir::OpFoldResult::Attr(a) => {
                let Some(c) = ctx.integer_attr_value(a).filter(|c| c.fits_i64_signed()) else {
                    return;
                };
                expr = ctx.affine_add(expr, ctx.affine_constant(c.sext_i64()));
            }
        }
    }
    out.push(strata_ir::interfaces::ValueBound {
        relation: strata_ir::interfaces::BoundRelation::Eq,
        map: strata_ir::affine::AffineMap::new(0, operands.len() as u32, vec![expr]),
        operands,
        dims,
    });
});
