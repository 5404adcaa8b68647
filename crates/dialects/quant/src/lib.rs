//! The `quant` dialect of MLIR 22: quantized types (`!quant.any`,
//! `!quant.uniform` per layer, per axis and sub-channel,
//! `!quant.calibrated`) and the casts between quantized values, the
//! floats they express (`quant.dcast`, `quant.qcast`) and the integers
//! that store them (`quant.scast`).

#![forbid(unsafe_code)]
#![warn(missing_docs)]

use strata_ir::inlining::DialectInlinerInterface;
use strata_ir::{
    Attribute, Context, DialectDef, Failed, FoldOutput, LogicalResult, OpFoldResult, OpRef, OpTraits, Type,
    TypeKind, DYNAMIC,
};
use strata_ods::constraints::TypeConstraint;
use strata_ods::{DialectSpec, OpSpec, Predicate};

#[cfg(test)]
mod tests;
pub mod types;

pub use types::{is_quantized, Calibrated, Params, Quantized};

// ---- constraints -----------------------------------------------------------------

/// A scalar, or a tensor, of an element `element` accepts.
fn scalar_or_tensor_of(ctx: &Context, t: Type, element: fn(&Context, Type) -> bool) -> bool {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { element: e, .. } | TypeKind::UnrankedTensor { element: e } => {
            element(ctx, *e)
        }
        _ => element(ctx, t),
    }
}

fn is_float(ctx: &Context, t: Type) -> bool {
    ctx.float_kind(t).is_some()
}

fn is_integer_or_quantized(ctx: &Context, t: Type) -> bool {
    ctx.is_signless_integer(t) || is_quantized(ctx, t)
}

const FLOAT_SCALAR_OR_TENSOR: TypeConstraint = TypeConstraint::Custom {
    summary: "scalar or tensor of floating-point",
    check: |ctx, t| scalar_or_tensor_of(ctx, t, is_float),
};
const QUANTIZED_SCALAR_OR_TENSOR: TypeConstraint = TypeConstraint::Custom {
    summary: "scalar or tensor of quantized type",
    check: |ctx, t| scalar_or_tensor_of(ctx, t, is_quantized),
};
const INTEGER_OR_QUANTIZED_SCALAR_OR_TENSOR: TypeConstraint = TypeConstraint::Custom {
    summary: "scalar or tensor of signless integer or quantized type",
    check: |ctx, t| scalar_or_tensor_of(ctx, t, is_integer_or_quantized),
};

/// `quant_SameScalarOrTensorShape`: both scalars, both unranked tensors,
/// or ranked tensors of one shape.
fn same_scalar_or_tensor_shape(op: OpRef<'_>) -> bool {
    let (ctx, input, result) = (op.ctx, op.operand_type(0), op.result_type(0));
    let scalar = |t: Type| is_integer_or_quantized(ctx, t) || is_float(ctx, t);
    match (ctx.type_kind(input), ctx.type_kind(result)) {
        (TypeKind::UnrankedTensor { .. }, TypeKind::UnrankedTensor { .. }) => true,
        (TypeKind::RankedTensor { shape: a, .. }, TypeKind::RankedTensor { shape: b, .. }) => a == b,
        _ => scalar(input) && scalar(result),
    }
}

/// `quant_IntegerAndQuantizedCombination`.
fn integer_and_quantized(op: OpRef<'_>) -> bool {
    let (ctx, input, result) = (op.ctx, op.operand_type(0), op.result_type(0));
    let int = |t| scalar_or_tensor_of(ctx, t, |c, e| c.is_signless_integer(e));
    let quant = |t| scalar_or_tensor_of(ctx, t, is_quantized);
    (quant(input) && int(result)) || (int(input) && quant(result))
}

const SAME_SHAPE: Predicate = Predicate::Custom {
    summary: "input and result are both scalars or both tensors with matching shape",
    check: same_scalar_or_tensor_shape,
};

/// A cast from `input` to `result`, with the casts' assembly format.
const fn cast_op() -> OpSpec {
    OpSpec {
        traits: OpTraits::PURE,
        format: Some("$input attr-dict `:` type($input) `to` type($result)"),
        ..OpSpec::new("quant")
    }
}

// ---- ops ---------------------------------------------------------------------------

strata_ods::op! {
    /// Converts quantized values to the floating-point values they
    /// express (`(stored - zero_point) * scale`), scalar or tensor, the
    /// result of the quantized type's expressed type.
    pub DequantizeCastOp(DCAST, "quant.dcast") {
        operands(input: single(QUANTIZED_SCALAR_OR_TENSOR))
        results(result: single(FLOAT_SCALAR_OR_TENSOR))
        build(explicit)
        summary: "Dequantize cast operation",
        example: "\
func.func @dcast(%arg0: tensor<4x!quant.uniform<i8:f32, 5.000000e-01>>) -> tensor<4xf32> {
  %0 = quant.dcast %arg0 : tensor<4x!quant.uniform<i8:f32, 5.000000e-01>> to tensor<4xf32>
  return %0 : tensor<4xf32>
}",
        predicates: &[SAME_SHAPE],
        verify: Some(verify_dcast),
        fold: Some(fold_dcast),
        ..cast_op()
    }

    /// Converts floating-point values to the quantized type of the result
    /// (`round(value / scale) + zero_point`, clamped to the storage
    /// range), scalar or tensor.
    pub QuantizeCastOp(QCAST, "quant.qcast") {
        operands(input: single(FLOAT_SCALAR_OR_TENSOR))
        results(result: single(QUANTIZED_SCALAR_OR_TENSOR))
        build(explicit)
        summary: "Quantize cast operation",
        example: "\
func.func @qcast(%arg0: f32) -> !quant.uniform<i8:f32, 5.000000e-01> {
  %0 = quant.qcast %arg0 : f32 to !quant.uniform<i8:f32, 5.000000e-01>
  return %0 : !quant.uniform<i8:f32, 5.000000e-01>
}",
        predicates: &[SAME_SHAPE],
        verify: Some(verify_qcast),
        fold: Some(fold_qcast),
        ..cast_op()
    }

    /// Reinterprets quantized values as the integers that store them, or
    /// integers as quantized values, without changing the bits.
    pub StorageCastOp(SCAST, "quant.scast") {
        operands(input: single(INTEGER_OR_QUANTIZED_SCALAR_OR_TENSOR))
        results(result: single(INTEGER_OR_QUANTIZED_SCALAR_OR_TENSOR))
        build(explicit)
        summary: "Storage cast operation",
        example: "\
func.func @scast(%arg0: i8) -> i8 {
  %0 = quant.scast %arg0 : i8 to !quant.uniform<i8:f32, 5.000000e-01>
  %1 = quant.scast %0 : !quant.uniform<i8:f32, 5.000000e-01> to i8
  return %1 : i8
}",
        predicates: &[
            SAME_SHAPE,
            Predicate::Custom {
                summary: "input must be integer and result must be quantized, or vice versa",
                check: integer_and_quantized,
            },
        ],
        verify: Some(verify_scast),
        fold: Some(fold_scast),
        ..cast_op()
    }
}

// ---- verifiers ------------------------------------------------------------------------

/// The element type of a tensor, or the type itself.
fn element_or_self(ctx: &Context, t: Type) -> Type {
    ctx.element_type(t).unwrap_or(t)
}

/// The per-axis and sub-channel parameters of `q` against the shape of
/// `container`, the type holding its values.
fn verify_layout(op: OpRef<'_>, q: &Quantized, container: Type) -> LogicalResult {
    let ctx = op.ctx;
    let shape = match ctx.type_kind(container) {
        TypeKind::RankedTensor { shape, .. } => Some(&shape[..]),
        _ => None,
    };
    let is_tensor = matches!(
        ctx.type_kind(container),
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    );
    match &q.params {
        Params::PerAxis { scales, axis, .. } => {
            if !is_tensor {
                return Err(op.emit_error("scalar types may not use per-axis quantization"));
            }
            let Some(shape) = shape else { return Ok(()) };
            let Some(&size) = usize::try_from(*axis).ok().and_then(|a| shape.get(a)) else {
                return Err(op.emit_error("quantized dimension must be less than tensor rank"));
            };
            if size != DYNAMIC && size != scales.len() as i64 {
                return Err(op.emit_error("quantized dimension size does not match number of scales"));
            }
            Ok(())
        }
        Params::SubChannel {
            shape: scale_shape,
            dims,
            block_sizes,
            ..
        } => {
            if !is_tensor {
                return Err(op.emit_error("scalar types may not use sub-channel quantization"));
            }
            let Some(shape) = shape else {
                return Err(op.emit_error("tensor containing the sub-channel quantized type must be ranked"));
            };
            if shape.contains(&0) {
                return Err(op.emit_error(
                    "tensor dimension size of zero is not allowed with sub-channel quantization",
                ));
            }
            let mut expected = vec![1; shape.len()];
            for (&dim, &block) in dims.iter().zip(block_sizes) {
                let Some(&size) = usize::try_from(dim).ok().and_then(|d| shape.get(d)) else {
                    return Err(op.emit_error(format!(
                        "quantized dimension {dim} must be less than tensor rank {}",
                        shape.len()
                    )));
                };
                if size != DYNAMIC && size % block != 0 {
                    return Err(op.emit_error(format!(
                        "tensor dimension size {size} at axis {dim} must be divisible by the corresponding block size {block}"
                    )));
                }
                expected[dim as usize] = if size == DYNAMIC { DYNAMIC } else { size / block };
            }
            if scale_shape.len() != shape.len() {
                return Err(op.emit_error(format!(
                    "Rank of scales {} must match the rank of the tensor {}",
                    scale_shape.len(),
                    shape.len()
                )));
            }
            for (i, (&e, &s)) in expected.iter().zip(scale_shape).enumerate() {
                if e != DYNAMIC && e != s {
                    return Err(op.emit_error(format!(
                        "dimension size {e} of scales tensor at axis {i} should match (tensor dimension at axis / block sizes at axis) = {e}"
                    )));
                }
            }
            Ok(())
        }
        Params::Any | Params::PerLayer { .. } => Ok(()),
    }
}

/// The checks of `dcast` and `qcast`: the quantized type of `quantized`
/// expresses the floats of `float`.
fn verify_quantization(op: OpRef<'_>, quantized: Type, float: Type) -> LogicalResult {
    let ctx = op.ctx;
    let Some(q) = Quantized::of(ctx, element_or_self(ctx, quantized)) else {
        return Err(Failed);
    };
    if q.expressed != Some(element_or_self(ctx, float)) {
        return Err(op.emit_error("expressed type in quantized type expected to match float type"));
    }
    verify_layout(op, &q, quantized)
}

fn verify_dcast(op: OpRef<'_>) -> LogicalResult {
    verify_quantization(op, op.operand_type(0), op.result_type(0))
}

fn verify_qcast(op: OpRef<'_>) -> LogicalResult {
    verify_quantization(op, op.result_type(0), op.operand_type(0))
}

fn verify_scast(op: OpRef<'_>) -> LogicalResult {
    let ctx = op.ctx;
    let (input, result) = (op.operand_type(0), op.result_type(0));
    let (quantized, integer) = if is_quantized(ctx, element_or_self(ctx, input)) {
        (input, result)
    } else {
        (result, input)
    };
    let Some(q) = Quantized::of(ctx, element_or_self(ctx, quantized)) else {
        return Err(Failed);
    };
    if q.storage != element_or_self(ctx, integer) {
        return Err(op.emit_error("storage type in quantized type expected to match integer type"));
    }
    verify_layout(op, &q, quantized)
}

// ---- folders ------------------------------------------------------------------------

/// `op(inverse(x)) -> x` when `x` has `op`'s result type.
fn fold_round_trip(op: OpRef<'_>, out: &mut FoldOutput, inverse: &str) -> LogicalResult {
    let Some(inner) = strata_dialect_utils::matchers::def_named(op, op.operand(0), inverse) else {
        return Err(Failed);
    };
    let x = inner.operand(0);
    if op.value_type(x) != op.result_type(0) {
        return Err(Failed);
    }
    out.results.push(OpFoldResult::Value(x));
    Ok(())
}

fn fold_dcast(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    fold_round_trip(op, out, QCAST.name)
}

fn fold_qcast(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    fold_round_trip(op, out, DCAST.name)
}

fn fold_scast(op: OpRef<'_>, _: &[Option<Attribute>], out: &mut FoldOutput) -> LogicalResult {
    fold_round_trip(op, out, SCAST.name)
}

// ---- the dialect ---------------------------------------------------------------------

/// The `quant` dialect.
pub static DIALECT: DialectSpec = DialectSpec {
    summary: "Quantized types and the casts between them, their floats and their storage",
    description: "Types for quantized values: integers of a storage type standing for \
        floats of an expressed type through a scale and a zero point, one pair for a \
        whole value, per index along an axis, or per block of a tensor; `!quant.any` \
        and `!quant.calibrated` for values whose parameters are not yet chosen. The \
        ops cast between quantized values and the floats they express or the integers \
        that store them.",
    ops: &[&DCAST, &QCAST, &SCAST],
    interfaces: &[&DialectInlinerInterface::ALL_LEGAL],
    parse_type: Some(types::parse_type),
    print_type: Some(types::print_type),
    ..DialectSpec::new("quant")
};

/// The registry definition of the dialect.
pub fn dialect() -> DialectDef {
    DIALECT.to_def()
}
