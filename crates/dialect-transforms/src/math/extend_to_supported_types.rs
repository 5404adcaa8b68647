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

use crate::arith::emulate_unsupported_floats::{float_converter, ConvertAndTruncate, FloatTypeOptions};

/// The `math-extend-to-supported-types` pass, with its `extra-types` and
/// `target-type` options.
pub struct ExtendToSupportedTypes {
    options: FloatTypeOptions,
}

impl Default for ExtendToSupportedTypes {
    fn default() -> Self {
        ExtendToSupportedTypes {
            options: FloatTypeOptions::new("extra-types"),
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
        self.options.set_option(name, value)
    }

    fn options_text(&self) -> String {
        self.options.options_text()
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let (extra, target) = self.options.parse(ctx)?;
        let mut supported = vec![ctx.f64(), ctx.f32()];
        supported.extend(extra);
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
