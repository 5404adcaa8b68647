//! `arith-emulate-unsupported-floats`: arith ops (and the arithmetic
//! vector ops) on the `source-types` float types are computed in
//! `target-type`: their operands extended, their results truncated back,
//! each with the `contract` flag. Also the pieces the math dialect's
//! `math-extend-to-supported-types` shares: the type converter, the
//! pattern and the parsing of float type names.

use std::sync::Arc;

use strata_dialect_arith::expand::with_element;
use strata_dialect_arith::FASTMATH;
use strata_ir::{Context, IsolatedOpMut, LogicalResult, OpId, OperationState, Type, TypeKind};
use strata_pass::Pass;
use strata_rewrite::conversion::{
    apply_partial_conversion, ConversionConfig, ConversionPattern, ConversionPatternRewriter,
    ConversionPatternSet, ConversionTarget, OpAdaptor, TypeConverter,
};
use strata_rewrite::PatternRoot;

use crate::math::create_value;

/// The `contract` fast-math flag, which the casts this module creates carry.
const CONTRACT: u64 = 32;

/// The float type named `name`, among those MLIR's `parseFloatType` knows.
pub(crate) fn parse_float_type(ctx: &Context, name: &str) -> Option<Type> {
    use strata_ir::FloatKind as K;
    let kind = K::from_keyword(name)?;
    // These two have keywords but no entry in MLIR's table.
    if matches!(kind, K::F8E4M3B11FNUZ | K::TF32) {
        return None;
    }
    Some(ctx.float_type(kind))
}

/// The options both float-widening passes take: a list of float type names
/// (`list`, the option's name) and the `target-type` they compute in.
pub(crate) struct FloatTypeOptions {
    list: &'static str,
    types: Vec<String>,
    target_type: String,
}

impl FloatTypeOptions {
    /// The options with an empty list and `f32` as the target.
    pub(crate) fn new(list: &'static str) -> FloatTypeOptions {
        FloatTypeOptions {
            list,
            types: Vec::new(),
            target_type: "f32".to_string(),
        }
    }

    pub(crate) fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        if name == self.list {
            self.types.extend(
                strata_pass::split_option_list(value)
                    .into_iter()
                    .map(str::to_string),
            );
        } else if name == "target-type" {
            self.target_type = value.to_string();
        } else {
            return Err(format!("no such option {name}"));
        }
        Ok(())
    }

    pub(crate) fn options_text(&self) -> String {
        let list = if self.types.is_empty() {
            String::new()
        } else {
            format!("{}={{{}}}", self.list, self.types.join(","))
        };
        format!("{list} target-type={}", self.target_type)
    }

    /// The listed types and the target type, or an error naming the
    /// first name that is not a float type.
    pub(crate) fn parse(&self, ctx: &Context) -> Result<(Vec<Type>, Type), strata_ir::Failed> {
        let unknown = ctx.unknown_loc();
        let mut types = Vec::new();
        for s in &self.types {
            let Some(t) = parse_float_type(ctx, s) else {
                return Err(ctx.emit_error(
                    unknown,
                    format!("could not map source type '{s}' to a known floating-point type"),
                ));
            };
            types.push(t);
        }
        let Some(target) = parse_float_type(ctx, &self.target_type) else {
            return Err(ctx.emit_error(
                unknown,
                format!(
                    "could not map target type '{}' to a known floating-point type",
                    self.target_type
                ),
            ));
        };
        Ok((types, target))
    }
}

/// A converter turning the float types `convert` selects (as scalars or
/// as the elements of vectors and tensors) into `target`, keeping every
/// other type; values are converted by an `arith.extf` with `contract`.
pub(crate) fn float_converter(
    target: Type,
    convert: impl Fn(&Context, Type) -> bool + Send + Sync + 'static,
) -> TypeConverter {
    let mut tc = TypeConverter::new();
    tc.add_identity_conversion();
    tc.add_conversion(move |ctx, t| {
        let elem = match ctx.type_kind(t) {
            TypeKind::Float(_) => t,
            TypeKind::Vector { element, .. }
            | TypeKind::RankedTensor { element, .. }
            | TypeKind::UnrankedTensor { element } => *element,
            _ => return None,
        };
        (matches!(ctx.type_kind(elem), TypeKind::Float(_)) && convert(ctx, elem))
            .then(|| with_element(ctx, t, target))
    });
    tc.add_target_materialization(|b, types, inputs, loc, _| {
        let ([ty], [input]) = (types, inputs) else {
            return None;
        };
        let fm = FASTMATH.attr(b.ctx, CONTRACT);
        Some(vec![create_value(
            b,
            loc,
            "arith.extf",
            &[*input],
            *ty,
            &[("fastmath", fm)],
        )])
    });
    tc
}

/// Recreates an op with converted operands and result types, truncating
/// (with `contract`) each result whose type changed back to the original
/// type (MLIR's pattern of both passes).
pub(crate) struct ConvertAndTruncate {
    /// The ops it applies to; `None` for any.
    pub(crate) root: Option<&'static str>,
    /// The converter of operands and results.
    pub(crate) converter: Arc<TypeConverter>,
    /// Ops it leaves alone.
    pub(crate) skip: fn(&Context, &str) -> bool,
}

impl ConversionPattern for ConvertAndTruncate {
    fn root(&self) -> PatternRoot {
        match self.root {
            Some(r) => PatternRoot::Op(r),
            None => PatternRoot::Any,
        }
    }

    fn debug_name(&self) -> &str {
        "ConvertAndTruncate"
    }

    fn type_converter(&self) -> Option<&Arc<TypeConverter>> {
        Some(&self.converter)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        adaptor: &OpAdaptor,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let name = body.op_name(op);
        if (self.skip)(ctx, ctx.op_name_str(name)) || body.num_regions(op) != 0 {
            return false;
        }
        let op_ref = strata_ir::OpRef::new(ctx, body, op);
        if self.converter.is_legal_op(op_ref) {
            return false;
        }
        let Some(operands) = adaptor.single_operands() else {
            return false;
        };
        let old_types: Vec<Type> = body.result_types(op).collect();
        let Some(new_types) = self.converter.convert_types(ctx, old_types.iter().copied()) else {
            return false;
        };
        if new_types.len() != old_types.len() {
            return false;
        }
        let loc = body.op_loc(op);
        let mut state = OperationState::new(name, loc);
        state.operands = operands;
        state.result_types = new_types.clone();
        state.properties = body.op_properties(op);
        state.attributes = body.op_attr_dict(op);
        state.successors = body.successors(op).collect();
        rw.set_insertion_point(op);
        let new = rw.create(state);
        let fm = FASTMATH.attr(ctx, CONTRACT);
        let mut results = Vec::with_capacity(old_types.len());
        for (i, (&old, &new_ty)) in old_types.iter().zip(&new_types).enumerate() {
            let r = rw.body().result(new, i);
            results.push(if old != new_ty {
                create_value(rw, loc, "arith.truncf", &[r], old, &[("fastmath", fm)])
            } else {
                r
            });
        }
        rw.replace_op(op, &results);
        true
    }
}

/// The ops of other dialects that compute with their operands' values.
const ARITHMETIC_VECTOR_OPS: &[&str] = &[
    "vector.contract",
    "vector.reduction",
    "vector.multi_reduction",
    "vector.fma",
    "vector.outerproduct",
    "vector.matrix_multiply",
    "vector.scan",
];

/// The `arith-emulate-unsupported-floats` pass, with its `source-types`
/// and `target-type` options.
pub struct EmulateUnsupportedFloats {
    options: FloatTypeOptions,
}

impl Default for EmulateUnsupportedFloats {
    fn default() -> Self {
        EmulateUnsupportedFloats {
            options: FloatTypeOptions::new("source-types"),
        }
    }
}

impl Pass for EmulateUnsupportedFloats {
    fn argument(&self) -> &'static str {
        "arith-emulate-unsupported-floats"
    }

    fn description(&self) -> &'static str {
        "Emulate operations on unsupported floats with extf/truncf"
    }

    fn name(&self) -> &'static str {
        "ArithEmulateUnsupportedFloats"
    }

    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions::introducing(&["arith.extf", "arith.truncf"])
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        self.options.set_option(name, value)
    }

    fn options_text(&self) -> String {
        self.options.options_text()
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let (sources, target) = self.options.parse(ctx)?;
        let unknown = ctx.unknown_loc();
        if sources.contains(&target) {
            return Err(ctx.emit_error(unknown, "target type cannot be an unsupported source type"));
        }
        let converter = Arc::new(float_converter(target, move |_, t| sources.contains(&t)));
        let mut cvt = ConversionTarget::new();
        let legal = converter.clone();
        cvt.add_dynamically_legal_dialect("arith", move |o| legal.is_legal_op(o));
        for name in ARITHMETIC_VECTOR_OPS {
            let legal = converter.clone();
            cvt.add_dynamically_legal_op(name, move |o| legal.is_legal_op(o));
        }
        for name in [
            "arith.bitcast",
            "arith.extf",
            "arith.truncf",
            "arith.constant",
            "arith.select",
            "vector.splat",
            "vector.broadcast",
        ] {
            cvt.add_legal_op(name);
        }
        cvt.mark_unknown_ops_dynamically_legal(|_| true);
        let patterns = ConversionPatternSet::new(
            ctx,
            vec![Box::new(ConvertAndTruncate {
                root: None,
                converter,
                skip: |_, _| false,
            })],
        );
        apply_partial_conversion(ctx, op.body(), &cvt, &patterns, &ConversionConfig::default())
    }
}
