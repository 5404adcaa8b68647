//! `math-extend-to-supported-types`: math ops on float types other than
//! `f32`, `f64`, the `extra-types` and the `target-type` are computed in
//! `target-type`: operands extended, results truncated back, each cast
//! with the `contract` flag. `math.fma` is left alone (targets often have
//! it on small types).

use std::sync::Arc;

use strata_ir::{Context, IsolatedOpMut, LogicalResult};
use strata_pass::Pass;
use strata_rewrite::conversion::{
    apply_partial_conversion, ConversionConfig, ConversionPatternSet, ConversionTarget,
};

use crate::arith::emulate_unsupported_floats::{float_converter, parse_float_type, ConvertAndTruncate};

/// The `math-extend-to-supported-types` pass, with its `extra-types` and
/// `target-type` options.
pub struct ExtendToSupportedTypes {
    extra_types: Vec<String>,
    target_type: String,
}

impl Default for ExtendToSupportedTypes {
    fn default() -> Self {
        ExtendToSupportedTypes {
            extra_types: Vec::new(),
            target_type: "f32".to_string(),
        }
    }
}

impl Pass for ExtendToSupportedTypes {
    fn argument(&self) -> &'static str {
        "math-extend-to-supported-types"
    }

    fn description(&self) -> &'static str {
        "Legalize floating-point math ops on low-precision floats"
    }

    fn name(&self) -> &'static str {
        "MathExtendToSupportedTypes"
    }

    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions::introducing(&["arith.extf", "arith.truncf"])
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "extra-types" => self.extra_types.extend(
                strata_pass::split_option_list(value)
                    .into_iter()
                    .map(str::to_string),
            ),
            "target-type" => self.target_type = value.to_string(),
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        let extra = if self.extra_types.is_empty() {
            String::new()
        } else {
            format!("extra-types={{{}}}", self.extra_types.join(","))
        };
        format!("{extra} target-type={}", self.target_type)
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let unknown = ctx.unknown_loc();
        let mut supported = vec![ctx.f64(), ctx.f32()];
        for s in &self.extra_types {
            let Some(t) = parse_float_type(ctx, s) else {
                return Err(ctx.emit_error(
                    unknown,
                    format!("could not map source type '{s}' to a known floating-point type"),
                ));
            };
            supported.push(t);
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
        supported.push(target);
        let converter = Arc::new(float_converter(target, move |_, t| !supported.contains(&t)));
        let mut cvt = ConversionTarget::new();
        let legal = converter.clone();
        cvt.add_dynamically_legal_dialect("math", move |o| legal.is_legal_op(o));
        cvt.add_legal_op("math.fma");
        cvt.add_legal_op("arith.extf");
        cvt.add_legal_op("arith.truncf");
        cvt.mark_unknown_ops_dynamically_legal(|_| true);
        let patterns = ConversionPatternSet::new(
            ctx,
            vec![Box::new(ConvertAndTruncate {
                root: None,
                converter,
                skip: |_, name| !name.starts_with("math.") || name == "math.fma",
            })],
        );
        apply_partial_conversion(ctx, op.body(), &cvt, &patterns, &ConversionConfig::default())
    }
}
