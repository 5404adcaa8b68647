//! `transform.type_conversion.tensor.cast_shape_dynamic_dims`: the
//! materializations casting between cast-compatible tensor types with
//! `tensor.cast` (for `transform.func.cast_and_call`).

use std::sync::Arc;

use strata_dialect_transform::ops::conversion::{BuiltTypeConverter, TypeConverterBuilderOpInterface};
use strata_ir::{Context, Location, OpRef, OperationState, Type, ValueId};
use strata_ods::constraints::attrs;
use strata_rewrite::conversion::{MaterializationBuilder, TypeConverter};

strata_ods::op! {
    /// In a type converter region: materializations casting a tensor to a
    /// cast-compatible tensor type with `tensor.cast`. Unless
    /// `ignore_dynamic_info`, a source materialization does not cast a
    /// dynamic size to a static one.
    pub TypeConversionCastShapeDynamicDimsOp(CAST_SHAPE_DYNAMIC_DIMS, "transform.type_conversion.tensor.cast_shape_dynamic_dims") {
        attributes(ignore_dynamic_info: unit = optional(attrs::UNIT_ATTR))
        summary: "Populates tensor.cast materializations between cast-compatible tensors",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %op = transform.structured.match ops{[\"tensor.concat\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %ins = transform.get_operand %op[all] : (!transform.any_op) -> !transform.any_value\n    %out = transform.get_result %op[all] : (!transform.any_op) -> !transform.any_value\n    %call = transform.func.cast_and_call @replacement(%ins) -> %out before %op {\n      transform.type_conversion.tensor.cast_shape_dynamic_dims\n    } : (!transform.any_op, !transform.any_value, !transform.any_value) -> !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("(`ignore_dynamic_info` $ignore_dynamic_info^)? attr-dict"),
        interfaces: &[&TypeConverterBuilderOpInterface {
            build: |op| {
                let mut tc = TypeConverter::new();
                populate(op, &mut tc);
                BuiltTypeConverter { converter: Arc::new(tc), extra: None }
            },
            type_converter_type: "TypeConverter",
            populate_materializations: Some(populate),
        }],
    }
}

/// A `tensor.cast` of `input` to `ty` if the types are cast-compatible.
fn cast(b: &mut MaterializationBuilder<'_>, ty: Type, input: ValueId, loc: Location) -> Option<ValueId> {
    let ctx: &Context = b.ctx;
    if !strata_dialect_tensor::cast_compatible(ctx, b.body().value_type(input), ty) {
        return None;
    }
    let mut st = OperationState::new(ctx.op_name("tensor.cast"), loc);
    st.operands = vec![input];
    st.result_types = vec![ty];
    let op = b.create(st);
    Some(b.body().result(op, 0))
}

fn populate(op: OpRef<'_>, tc: &mut TypeConverter) {
    let ignore_dynamic_info = op.attr("ignore_dynamic_info").is_some();
    tc.add_source_materialization(move |b, ty, inputs, loc| {
        let [input] = inputs else { return None };
        let from = b.body().value_type(*input);
        if !ignore_dynamic_info && !strata_dialect_utils::static_value::preserves_static(b.ctx, ty, from) {
            return None;
        }
        cast(b, ty, *input, loc)
    });
    tc.add_target_materialization(|b, types, inputs, loc, _| {
        let ([ty], [input]) = (types, inputs) else {
            return None;
        };
        cast(b, *ty, *input, loc).map(|v| vec![v])
    });
}

/// MLIR's default control of `rewrite_as_constant`: a pad folds when its
/// source's producer has one use, or always when `aggressive`.
fn single_use_producer(producer: OpRef<'_>) -> bool {
    let mut uses = producer.results().flat_map(|r| producer.body.uses(r));
    uses.next().is_some() && uses.next().is_none()
}

strata_ods::op! {
    /// Names the patterns rewriting tensor ops of constant contents
    /// (`tensor.generate`, `tensor.pad`) as constants, in an
    /// `apply_patterns` region; with `aggressive`, a pad folds even when
    /// its constant source has other uses.
    pub ApplyRewriteTensorOpsAsConstantPatternsOp(APPLY_REWRITE_AS_CONSTANT, "transform.apply_patterns.tensor.rewrite_as_constant") {
        attributes(aggressive: unit = optional(attrs::UNIT_ATTR))
        summary: "",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    transform.apply_patterns to %root {\n      transform.apply_patterns.tensor.rewrite_as_constant aggressive\n    } : !transform.any_op\n    transform.yield\n  }\n}",
        format: Some("(`aggressive` $aggressive^)? attr-dict"),
        interfaces: &[&strata_dialect_transform::ops::apply::PatternDescriptorOpInterface {
            populate: |op, patterns| {
                let control: strata_dialect_tensor::rewrite_as_constant::ControlFold =
                    if op.attr("aggressive").is_some() { |_| true } else { single_use_producer };
                patterns.extend(strata_dialect_tensor::rewrite_as_constant::rewrite_as_constant_patterns(control));
            },
        }],
    }
}
