//! The `tensor` dialect of MLIR 22: creation (`empty`, `from_elements`,
//! `splat`, `generate`), element and slice access (with the subset
//! interfaces of the slice ops), `parallel_insert_slice` for
//! `scf.forall`, casts, reshapes and padding.

#![forbid(unsafe_code)]

use strata_ir::asm::{Delimiter, OpAsmParser, ParseResult};
use strata_ir::interfaces::{
    HyperrectangularSlice, LoopBound, SubsetExtractionOpInterface, SubsetInsertionOpInterface,
    SubsetOpInterface,
};
use strata_ir::{
    Context, DialectDef, LogicalResult, OpDef, OpRef, OpTraits, OperationState, Type, TypeKind, ValueId,
    DYNAMIC,
};
use strata_ods::constraints::{attrs, types, TypeConstraint};
use strata_ods::directives::DYNAMIC_INDEX_LIST;
use strata_ods::{AttrSpec, OpSpec, Predicate, RegionConstraint, RegionSpec, TraitCheck, ValueSpec};

use strata_dialect_utils::reshape::{reassociation, verify_output_shape_values, INDEX_LIST_ARRAY};
use strata_dialect_utils::segments::operand_group;
use strata_dialect_utils::slice::{rank_reduction_mask, verify_in_bounds, verify_offset_size_stride};
use strata_dialect_utils::static_value::{dim_speculatability, static_list, verify_dynamic_sizes};

mod canonicalize;
mod fold;
mod region_canonicalize;

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

fn result_names(op: OpRef<'_>, set: &mut dyn FnMut(ValueId, &str)) {
    let name = match op.name_str() {
        "tensor.extract" => "extracted",
        "tensor.insert" => "inserted",
        "tensor.dim" => "dim",
        "tensor.cast" => "cast",
        "tensor.from_elements" => "from_elements",
        "tensor.splat" => "splat",
        "tensor.generate" => "generated",
        "tensor.reshape" => "reshape",
        "tensor.extract_slice" => "extracted_slice",
        "tensor.insert_slice" => "inserted_slice",
        "tensor.rank" => "rank",
        "tensor.pad" => "padded",
        "tensor.expand_shape" => "expanded",
        "tensor.collapse_shape" => "collapsed",
        "tensor.concat" => "concat",
        "tensor.gather" => "gather",
        "tensor.scatter" => "scatter",
        _ => return,
    };
    if op.num_results() == 1 {
        set(op.result(0), name);
    }
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

static EMPTY: OpSpec = OpSpec {
    summary: "empty tensor operation",
    traits: OpTraits::PURE,
    operands: &[ValueSpec::variadic("dynamicSizes", INDEX)],
    results: &[ValueSpec::single("result", RANKED)],
    format: Some("`(`$dynamicSizes`)` attr-dict `:` type($result)"),
    verify: Some(|op| verify_dynamic_sizes(op, op.result_type(0), op.num_operands())),
    canonicalize: Some(canonicalize::empty),
    ..OpSpec::new("tensor.empty")
};

static FROM_ELEMENTS: OpSpec = OpSpec {
    summary: "tensor from elements operation.",
    traits: OpTraits::PURE,
    operands: &[ValueSpec::variadic("elements", types::ANY_TYPE)],
    results: &[ValueSpec::single("result", STATIC_TENSOR)],
    predicates: &[Predicate::Custom {
        summary: "operand types match result element type",
        check: |op| {
            let ctx = op.ctx;
            let r = op.result_type(0);
            let n: i64 = ctx.shape(r).map_or(0, |s| s.iter().product());
            n == op.num_operands() as i64 && op.operand_types().all(|t| t == element_of(ctx, r))
        },
    }],
    format: Some("$elements attr-dict `:` type($result)"),
    result_names: Some(result_names),
    fold: Some(fold::fold_from_elements),
    ..OpSpec::new("tensor.from_elements")
};

static SPLAT: OpSpec = OpSpec {
    summary: "tensor splat or broadcast operation",
    traits: OpTraits::PURE,
    operands: &[
        ValueSpec::single("input", types::ANY_TYPE),
        ValueSpec::variadic("dynamicSizes", INDEX),
    ],
    results: &[ValueSpec::single("aggregate", RANKED)],
    predicates: &[Predicate::TypesMatchWith {
        summary: "operand type matches element type of result",
        from: "aggregate",
        to: "input",
        transform: element_of,
    }],
    format: Some("$input (`[` $dynamicSizes^ `]`)? attr-dict `:` type($aggregate)"),
    verify: Some(|op| verify_dynamic_sizes(op, op.result_type(0), op.num_operands() - 1)),
    result_names: Some(result_names),
    fold: Some(fold::fold_splat),
    ..OpSpec::new("tensor.splat")
};

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
    let r = op.result_type(0);
    let args = entry_arg_types(op);
    if !args.iter().all(|&t| ctx.is_index(t)) {
        return Err(op.emit_error("all body arguments must be index"));
    }
    if args.len() != rank(ctx, r) {
        return Err(op.emit_error("must have one body argument per input dimension"));
    }
    let yields = terminator(op).filter(|t| t.name_str() == YIELD && t.num_operands() == 1);
    if yields.is_none_or(|y| y.operand_type(0) != element_of(ctx, r)) {
        return Err(
            op.emit_op_error("body must be terminated with a `yield` operation of the tensor element type")
        );
    }
    Ok(())
}

static GENERATE: OpSpec = OpSpec {
    summary: "Creates a dynamically sized tensor from elements",
    traits: OpTraits::RECURSIVE_MEMORY_EFFECTS.union(OpTraits::SINGLE_BLOCK),
    operands: &[ValueSpec::variadic("dynamicExtents", INDEX)],
    results: &[ValueSpec::single("result", RANKED)],
    regions: &[RegionSpec {
        name: "body",
        variadic: false,
        constraint: RegionConstraint::Sized(1),
    }],
    implicit_terminator: Some(YIELD),
    format: Some("$dynamicExtents $body attr-dict `:` type($result)"),
    verify: Some(|op| verify_dynamic_sizes(op, op.result_type(0), op.num_operands())),
    verify_regions: Some(verify_generate_regions),
    result_names: Some(result_names),
    canonicalize: Some(region_canonicalize::generate),
    ..OpSpec::new("tensor.generate")
};

static YIELD_OP: OpSpec = OpSpec {
    summary: "Yield a value from a region",
    traits: OpTraits::PURE
        .union(OpTraits::RETURN_LIKE)
        .union(OpTraits::TERMINATOR),
    parents: &["tensor.generate", "tensor.pad"],
    operands: &[ValueSpec::single("value", types::ANY_TYPE)],
    format: Some("$value attr-dict `:` type($value)"),
    ..OpSpec::new(YIELD)
};

// ---- access -------------------------------------------------------------------------------

static EXTRACT: OpSpec = OpSpec {
    summary: "element extraction operation",
    traits: OpTraits::PURE,
    operands: &[
        ValueSpec::single("tensor", RANKED),
        ValueSpec::variadic("indices", INDEX),
    ],
    results: &[ValueSpec::single("result", types::ANY_TYPE)],
    predicates: &[Predicate::TypesMatchWith {
        summary: "result type matches element type of tensor",
        from: "tensor",
        to: "result",
        transform: element_of,
    }],
    format: Some("$tensor `[` $indices `]` attr-dict `:` type($tensor)"),
    verify: Some(|op| {
        if rank(op.ctx, op.operand_type(0)) != op.num_operands() - 1 {
            return Err(op.emit_op_error("incorrect number of indices for extract_element"));
        }
        Ok(())
    }),
    result_names: Some(result_names),
    fold: Some(fold::fold_extract),
    canonicalize: Some(canonicalize::extract),
    ..OpSpec::new("tensor.extract")
};

static INSERT: OpSpec = OpSpec {
    summary: "element insertion operation",
    traits: OpTraits::PURE,
    operands: &[
        ValueSpec::single("scalar", types::ANY_TYPE),
        ValueSpec::single("dest", RANKED),
        ValueSpec::variadic("indices", INDEX),
    ],
    results: &[ValueSpec::single("result", RANKED)],
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
        if rank(op.ctx, op.operand_type(1)) != op.num_operands() - 2 {
            return Err(op.emit_op_error("incorrect number of indices"));
        }
        Ok(())
    }),
    result_names: Some(result_names),
    fold: Some(fold::fold_insert),
    canonicalize: Some(canonicalize::insert),
    ..OpSpec::new("tensor.insert")
};

static DIM: OpSpec = OpSpec {
    summary: "dimension index operation",
    traits: OpTraits::NO_MEMORY_EFFECT,
    operands: &[
        ValueSpec::single("source", NON0_TENSOR),
        ValueSpec::single("index", INDEX),
    ],
    results: &[ValueSpec::single("result", INDEX)],
    format: Some("attr-dict $source `,` $index `:` type($source)"),
    result_names: Some(result_names),
    fold: Some(fold::fold_dim),
    canonicalize: Some(canonicalize::dim),
    ..OpSpec::new("tensor.dim")
};

static RANK: OpSpec = OpSpec {
    summary: "rank operation",
    traits: OpTraits::PURE,
    operands: &[ValueSpec::single("tensor", ANY_TENSOR)],
    results: &[ValueSpec::single("result", INDEX)],
    format: Some("$tensor attr-dict `:` type($tensor)"),
    result_names: Some(result_names),
    fold: Some(fold::fold_rank),
    ..OpSpec::new("tensor.rank")
};

// ---- casts -------------------------------------------------------------------------------

/// `tensor.cast`'s `areCastCompatible`: same element type, compatible
/// shapes (an unranked tensor is compatible with any).
fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
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

fn verify_cast_with(op: OpRef<'_>, compatible: fn(&Context, Type, Type) -> bool) -> LogicalResult {
    let (a, b) = (op.operand_type(0), op.result_type(0));
    if !compatible(op.ctx, a, b) {
        return Err(op.emit_op_error(format!(
            "operand type '{}' and result type '{}' are cast incompatible",
            ty(op, a),
            ty(op, b)
        )));
    }
    Ok(())
}

static CAST: OpSpec = OpSpec {
    summary: "tensor cast operation",
    traits: OpTraits::PURE,
    operands: &[ValueSpec::single("source", ANY_TENSOR)],
    results: &[ValueSpec::single("dest", ANY_TENSOR)],
    trait_checks: &[TraitCheck::Custom(|op| verify_cast_with(op, cast_compatible))],
    format: Some("$source attr-dict `:` type($source) `to` type($dest)"),
    result_names: Some(result_names),
    fold: Some(fold::fold_cast),
    canonicalize: Some(canonicalize::cast),
    ..OpSpec::new("tensor.cast")
};

static BITCAST: OpSpec = OpSpec {
    summary: "tensor bitcast operation",
    traits: OpTraits::PURE,
    operands: &[ValueSpec::single("source", BITCASTABLE)],
    results: &[ValueSpec::single("dest", BITCASTABLE)],
    trait_checks: &[TraitCheck::Custom(|op| verify_cast_with(op, bitcast_compatible))],
    format: Some("$source attr-dict `:` type($source) `to` type($dest)"),
    fold: Some(fold::fold_cast),
    canonicalize: Some(canonicalize::bitcast),
    ..OpSpec::new("tensor.bitcast")
};

// ---- reshapes -------------------------------------------------------------------------------

fn verify_reshape(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let (src, res) = (op.operand_type(0), op.result_type(0));
    if ctx.element_type(src) != ctx.element_type(res) {
        return Err(
            op.emit_op_error("element types of source and destination tensor types should be the same")
        );
    }
    let shape_len = ctx
        .shape(op.operand_type(1))
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

static RESHAPE: OpSpec = OpSpec {
    summary: "tensor reshape operation",
    traits: OpTraits::PURE,
    operands: &[
        ValueSpec::single("source", ANY_TENSOR),
        ValueSpec::single("shape", TENSOR_1D_INT_OR_INDEX),
    ],
    results: &[ValueSpec::single("result", ANY_TENSOR)],
    format: Some("$source `(` $shape `)` attr-dict `:` functional-type(operands, results)"),
    verify: Some(verify_reshape),
    result_names: Some(result_names),
    fold: Some(fold::fold_reshape),
    ..OpSpec::new("tensor.reshape")
};

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
    let res = op.result_type(0);
    let r = rank(op.ctx, res);
    let statics = static_list(op, "static_output_shape");
    if statics.len() != r {
        return Err(op.emit_op_error(format!(
            "expected number of static shape dims to be equal to the output rank ({r}) but found {} inputs instead",
            statics.len()
        )));
    }
    verify_output_shape_values(op, &statics)?;
    verify_tensor_reshape(op, res, op.operand_type(0))
}

static EXPAND_SHAPE: OpSpec = OpSpec {
    summary: "operation to produce a tensor with a higher rank",
    traits: OpTraits::PURE,
    operands: &[
        ValueSpec::single("src", RANKED),
        ValueSpec::variadic("output_shape", INDEX),
    ],
    results: &[ValueSpec::single("result", RANKED)],
    attributes: &[
        AttrSpec::required("reassociation", INDEX_LIST_ARRAY),
        AttrSpec::required("static_output_shape", attrs::DENSE_I64_ARRAY_ATTR),
    ],
    format: Some(
        "$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape) \
         attr-dict `:` type($src) `into` type($result)",
    ),
    custom_directives: &[&DYNAMIC_INDEX_LIST],
    verify: Some(verify_expand_shape),
    result_names: Some(result_names),
    fold: Some(fold::fold_reassociative_reshape),
    canonicalize: Some(canonicalize::expand_shape),
    ..OpSpec::new("tensor.expand_shape")
};

static COLLAPSE_SHAPE: OpSpec = OpSpec {
    summary: "operation to produce a tensor with a smaller rank",
    traits: OpTraits::PURE,
    operands: &[ValueSpec::single("src", RANKED)],
    results: &[ValueSpec::single("result", RANKED)],
    attributes: &[AttrSpec::required("reassociation", INDEX_LIST_ARRAY)],
    format: Some("$src $reassociation attr-dict `:` type($src) `into` type($result)"),
    verify: Some(|op| verify_tensor_reshape(op, op.operand_type(0), op.result_type(0))),
    result_names: Some(result_names),
    fold: Some(fold::fold_reassociative_reshape),
    canonicalize: Some(canonicalize::collapse_shape),
    ..OpSpec::new("tensor.collapse_shape")
};

// ---- slices -------------------------------------------------------------------------------

const OFFSETS_SIZES_STRIDES: &[AttrSpec] = &[
    AttrSpec::required("static_offsets", attrs::DENSE_I64_ARRAY_ATTR),
    AttrSpec::required("static_sizes", attrs::DENSE_I64_ARRAY_ATTR),
    AttrSpec::required("static_strides", attrs::DENSE_I64_ARRAY_ATTR),
];

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
    let src = op.operand_type(0);
    let sizes = static_list(op, "static_sizes");
    let expected = tensor_like(op.ctx, src, &sizes, true);
    verify_rank_reduced(op, expected, op.result_type(0))?;
    let shape = op.ctx.shape(src).unwrap_or(&[]);
    verify_in_bounds(
        op,
        shape,
        &static_list(op, "static_offsets"),
        &sizes,
        &static_list(op, "static_strides"),
    )
}

static EXTRACT_SLICE: OpSpec = OpSpec {
    summary: "extract slice operation",
    traits: OpTraits::PURE.union(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS),
    operands: &[
        ValueSpec::single("source", RANKED),
        ValueSpec::variadic("offsets", INDEX),
        ValueSpec::variadic("sizes", INDEX),
        ValueSpec::variadic("strides", INDEX),
    ],
    results: &[ValueSpec::single("result", RANKED)],
    attributes: OFFSETS_SIZES_STRIDES,
    trait_checks: &[TraitCheck::Custom(|op| {
        let r = rank(op.ctx, op.operand_type(0));
        verify_offset_size_stride(op, [1, 2, 3], [r; 3])
    })],
    format: Some(
        "$source `` custom<DynamicIndexList>($offsets, $static_offsets) \
         custom<DynamicIndexList>($sizes, $static_sizes) \
         custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)",
    ),
    custom_directives: &[&DYNAMIC_INDEX_LIST],
    verify: Some(verify_extract_slice),
    result_names: Some(result_names),
    fold: Some(fold::fold_extract_slice),
    canonicalize: Some(canonicalize::extract_slice),
    ..OpSpec::new("tensor.extract_slice")
};

fn verify_insert_slice(op: OpRef<'_>) -> LogicalResult {
    let dest = op.operand_type(1);
    let sizes = static_list(op, "static_sizes");
    let expected = tensor_like(op.ctx, dest, &sizes, true);
    verify_rank_reduced(op, expected, op.operand_type(0))?;
    let shape = op.ctx.shape(dest).unwrap_or(&[]);
    verify_in_bounds(
        op,
        shape,
        &static_list(op, "static_offsets"),
        &sizes,
        &static_list(op, "static_strides"),
    )
}

static INSERT_SLICE: OpSpec = OpSpec {
    summary: "insert_slice operation",
    traits: OpTraits::PURE.union(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS),
    operands: &[
        ValueSpec::single("source", RANKED),
        ValueSpec::single("dest", RANKED),
        ValueSpec::variadic("offsets", INDEX),
        ValueSpec::variadic("sizes", INDEX),
        ValueSpec::variadic("strides", INDEX),
    ],
    results: &[ValueSpec::single("result", RANKED)],
    attributes: OFFSETS_SIZES_STRIDES,
    predicates: &[Predicate::TypesMatchWith {
        summary: "expected result type to match dest type",
        from: "dest",
        to: "result",
        transform: same_type,
    }],
    trait_checks: &[TraitCheck::Custom(|op| {
        let r = rank(op.ctx, op.operand_type(1));
        verify_offset_size_stride(op, [2, 3, 4], [r; 3])
    })],
    format: Some(
        "$source `into` $dest `` custom<DynamicIndexList>($offsets, $static_offsets) \
         custom<DynamicIndexList>($sizes, $static_sizes) \
         custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `into` type($dest)",
    ),
    custom_directives: &[&DYNAMIC_INDEX_LIST],
    verify: Some(verify_insert_slice),
    result_names: Some(result_names),
    fold: Some(fold::fold_insert_slice),
    canonicalize: Some(canonicalize::insert_slice),
    ..OpSpec::new("tensor.insert_slice")
};

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
    verify_insert_slice(op)
}

static PARALLEL_INSERT_SLICE: OpSpec = OpSpec {
    summary:
        "Specify the tensor slice update of a single thread of a parent ParallelCombiningOpInterface op.",
    traits: OpTraits::ATTR_SIZED_OPERAND_SEGMENTS,
    operands: &[
        ValueSpec::single("source", RANKED),
        ValueSpec::single("dest", RANKED),
        ValueSpec::variadic("offsets", INDEX),
        ValueSpec::variadic("sizes", INDEX),
        ValueSpec::variadic("strides", INDEX),
    ],
    attributes: OFFSETS_SIZES_STRIDES,
    trait_checks: &[TraitCheck::Custom(|op| {
        let r = rank(op.ctx, op.operand_type(1));
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
    ..OpSpec::new("tensor.parallel_insert_slice")
};

// ---- subsets -----------------------------------------------------------------------------------

/// The slice of `tensor.extract_slice` (`first` 1) or `insert_slice` and
/// `parallel_insert_slice` (`first` 2): its mixed offsets, sizes and
/// strides, whose dynamic entries are operand groups `first..first + 3`.
fn mixed_slice(op: OpRef<'_>, first: usize) -> HyperrectangularSlice {
    let mut lists: [Vec<LoopBound>; 3] = Default::default();
    for (k, name) in ["static_offsets", "static_sizes", "static_strides"]
        .into_iter()
        .enumerate()
    {
        let mut dynamic = operand_group(op, first + k);
        lists[k] = static_list(op, name)
            .into_iter()
            .filter_map(|s| {
                if s == DYNAMIC {
                    dynamic.next().map(|i| LoopBound::Value(op.operand(i)))
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

fn with_subset_interfaces(spec: &OpSpec, def: OpDef) -> OpDef {
    let interfaces = def.interfaces.clone();
    let interfaces = match spec.name {
        "tensor.extract_slice" => interfaces
            .with(SubsetOpInterface {
                slice: |op| Some(mixed_slice(op, 1)),
            })
            .with(SubsetExtractionOpInterface {
                source_operand: |_| 0,
            }),
        "tensor.insert_slice" => interfaces
            .with(SubsetOpInterface {
                slice: |op| Some(mixed_slice(op, 2)),
            })
            .with(SubsetInsertionOpInterface {
                source_operand: |_| 0,
                destination_operand: |_| 1,
                updated_destination: |op| (op.num_results() == 1).then(|| op.result(0)),
            }),
        "tensor.parallel_insert_slice" => interfaces
            .with(SubsetOpInterface {
                slice: |op| Some(mixed_slice(op, 2)),
            })
            .with(SubsetInsertionOpInterface {
                source_operand: |_| 0,
                destination_operand: |_| 1,
                updated_destination: |_| None,
            })
            .with(strata_ir::interfaces::ParallelCombiningOpInterface {
                destination: |op| (op.num_operands() > 1).then(|| op.operand(1)),
            }),
        _ => return def,
    };
    OpDef { interfaces, ..def }
}

// ---- pad, concat -----------------------------------------------------------------------------

fn verify_pad(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let (src, res) = (op.operand_type(0), op.result_type(0));
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
    let r = op.result_type(0);
    let n = rank(ctx, r);
    let args = entry_arg_types(op);
    if args.len() != n {
        return Err(op.emit_error(format!("expected the block to have {n} arguments")));
    }
    if let Some(i) = args.iter().position(|&t| !ctx.is_index(t)) {
        return Err(op.emit_op_error(format!("expected block argument {} to be an index", i + 1)));
    }
    let yields = terminator(op).filter(|t| t.name_str() == YIELD && t.num_operands() == 1);
    if yields.is_some_and(|y| y.operand_type(0) != element_of(ctx, r)) {
        return Err(op.emit_op_error("expected yield type to match shape element type"));
    }
    Ok(())
}

static PAD: OpSpec = OpSpec {
    summary: "tensor pad operation",
    traits: OpTraits::PURE
        .union(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS)
        .union(OpTraits::SINGLE_BLOCK),
    operands: &[
        ValueSpec::single("source", RANKED),
        ValueSpec::variadic("low", INDEX),
        ValueSpec::variadic("high", INDEX),
    ],
    results: &[ValueSpec::single("result", RANKED)],
    attributes: &[
        AttrSpec::required("static_low", attrs::DENSE_I64_ARRAY_ATTR),
        AttrSpec::required("static_high", attrs::DENSE_I64_ARRAY_ATTR),
        AttrSpec::optional("nofold", attrs::UNIT_ATTR),
    ],
    regions: &[RegionSpec {
        name: "region",
        variadic: false,
        constraint: RegionConstraint::Sized(1),
    }],
    implicit_terminator: Some(YIELD),
    format: Some(
        "$source (`nofold` $nofold^)? `low` `` custom<DynamicIndexList>($low, $static_low) \
         `high` `` custom<DynamicIndexList>($high, $static_high) \
         $region attr-dict `:` type($source) `to` type($result)",
    ),
    custom_directives: &[&DYNAMIC_INDEX_LIST],
    verify: Some(verify_pad),
    verify_regions: Some(verify_pad_regions),
    result_names: Some(result_names),
    fold: Some(fold::fold_pad),
    canonicalize: Some(region_canonicalize::pad),
    ..OpSpec::new("tensor.pad")
};

fn verify_concat(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    if op.num_operands() < 1 {
        return Err(op.emit_op_error("requires at least one input"));
    }
    let r = op.result_type(0);
    let n = rank(ctx, r);
    let dim = op
        .attr("dim")
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

static CONCAT: OpSpec = OpSpec {
    summary: "tensor concatenation operation",
    traits: OpTraits::PURE,
    operands: &[ValueSpec::variadic("inputs", RANKED)],
    results: &[ValueSpec::single("result", RANKED)],
    attributes: &[AttrSpec::required("dim", attrs::I64_ATTR)],
    format: Some("`dim` `(` $dim `)` $inputs attr-dict `:` functional-type(operands, results)"),
    verify: Some(verify_concat),
    result_names: Some(result_names),
    fold: Some(fold::fold_concat),
    canonicalize: Some(canonicalize::concat),
    ..OpSpec::new("tensor.concat")
};

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
    let (src, indices) = (op.operand_type(0), op.operand_type(1));
    let dims = static_list(op, "gather_dims");
    verify_gather_scatter_dims(op, &dims, indices, rank(ctx, src), "gather", "source")?;
    let full = gather_type(ctx, src, indices, &dims, false);
    let reduced = gather_type(ctx, src, indices, &dims, true);
    let r = op.result_type(0);
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

static GATHER: OpSpec = OpSpec {
    summary: "gather a subset of a tensor at specified indices",
    traits: OpTraits::PURE,
    operands: &[
        ValueSpec::single("source", RANKED),
        ValueSpec::single("indices", INT_OR_INDEX_TENSOR),
    ],
    results: &[ValueSpec::single("result", RANKED)],
    attributes: &[
        AttrSpec::required("gather_dims", attrs::DENSE_I64_ARRAY_ATTR),
        AttrSpec::optional("unique", attrs::UNIT_ATTR),
    ],
    format: Some(
        "$source `[` $indices `]` `gather_dims` `(` $gather_dims `)` (`unique` $unique^)? attr-dict \
         `:` functional-type(operands, results)",
    ),
    verify: Some(verify_gather),
    result_names: Some(result_names),
    fold: Some(fold::fold_gather),
    ..OpSpec::new("tensor.gather")
};

fn verify_scatter(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let (src, dest, indices) = (op.operand_type(0), op.operand_type(1), op.operand_type(2));
    let dims = static_list(op, "scatter_dims");
    verify_gather_scatter_dims(op, &dims, indices, rank(ctx, dest), "scatter", "dest")?;
    if op.attr("unique").is_none() {
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

static SCATTER: OpSpec = OpSpec {
    summary: "scatter a tensor into a destination tensor at specified indices",
    traits: OpTraits::PURE,
    operands: &[
        ValueSpec::single("source", RANKED),
        ValueSpec::single("dest", RANKED),
        ValueSpec::single("indices", INT_OR_INDEX_TENSOR),
    ],
    results: &[ValueSpec::single("result", RANKED)],
    attributes: &[
        AttrSpec::required("scatter_dims", attrs::DENSE_I64_ARRAY_ATTR),
        AttrSpec::optional("unique", attrs::UNIT_ATTR),
    ],
    format: Some(
        "$source `into` $dest `[` $indices `]` `scatter_dims` `(` $scatter_dims `)` (`unique` $unique^)? \
         attr-dict `:` functional-type(operands, results)",
    ),
    verify: Some(verify_scatter),
    result_names: Some(result_names),
    ..OpSpec::new("tensor.scatter")
};

// ---- the dialect -------------------------------------------------------------------------------

static SPECS: [&OpSpec; 21] = [
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
];

/// Every op spec of the dialect.
pub fn specs() -> impl Iterator<Item = &'static OpSpec> {
    SPECS.iter().copied()
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
    let t = p.parse_type()?;
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

pub fn dialect() -> DialectDef {
    let mut d = DialectDef::new("tensor");
    d.interfaces = d
        .interfaces
        .clone()
        .with(strata_ir::inlining::DialectInlinerInterface::ALL_LEGAL);
    d.materialize_constant = Some(strata_dialect_arith::materialize_constant);
    for spec in specs() {
        let def = spec.to_def();
        if spec.name == FROM_ELEMENTS.name {
            d.ops.push(OpDef {
                parse: Some(parse_from_elements),
                ..def
            });
        } else if spec.name == "tensor.dim" {
            d.ops.push(OpDef {
                interfaces: def
                    .interfaces
                    .clone()
                    .with(strata_ir::interfaces::ConditionallySpeculatable(
                        dim_speculatability,
                    )),
                ..def
            });
        } else {
            d.ops.push(with_subset_interfaces(spec, def));
        }
    }
    d
}
