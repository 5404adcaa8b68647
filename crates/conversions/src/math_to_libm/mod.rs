//! `convert-math-to-libm`: replaces `math` ops on `f32` and `f64` scalars
//! by calls to the C math library (MLIR's MathToLibm): `math.sin` on
//! `f32` calls `sinf`, on `f64` `sin`, and so on for the 33 ops libm has.
//! The functions are declared at the start of the module, `private` with
//! `llvm.readnone`, as MLIR's patterns declare them, before the conversion
//! (see [`crate::llvm_common::symbols`]). The `math` dialect is illegal:
//! ops on other types (vectors, `f16`, which MLIR unrolls or promotes) and
//! ops libm lacks fail the conversion.

use strata_dialect_func as func;
use strata_dialect_math as math;
use strata_ir::{
    Body, Context, FloatKind, IsolatedOpMut, LogicalResult, OpId, OperationState, Type, TypeKind, WalkResult,
};
use strata_ods::OpSpec;
use strata_pass::Pass;
use strata_rewrite::conversion::{
    apply_partial_conversion, ConversionConfig, ConversionPattern, ConversionPatternRewriter,
    ConversionPatternSet, ConversionTarget, OpAdaptor,
};
use strata_rewrite::PatternRoot;

use crate::llvm_common::symbols::{create_at, module_functions, module_start, module_symbols};

/// The math ops libm implements, with the base name of their function.
const LIBM: &[(&OpSpec, &str)] = &[
    (&math::ABSF, "fabs"),
    (&math::ACOS, "acos"),
    (&math::ACOSH, "acosh"),
    (&math::ASIN, "asin"),
    (&math::ASINH, "asinh"),
    (&math::ATAN, "atan"),
    (&math::ATAN2, "atan2"),
    (&math::ATANH, "atanh"),
    (&math::CBRT, "cbrt"),
    (&math::CEIL, "ceil"),
    (&math::COS, "cos"),
    (&math::COSH, "cosh"),
    (&math::ERF, "erf"),
    (&math::ERFC, "erfc"),
    (&math::EXP, "exp"),
    (&math::EXP2, "exp2"),
    (&math::EXPM1, "expm1"),
    (&math::FLOOR, "floor"),
    (&math::FMA, "fma"),
    (&math::LOG, "log"),
    (&math::LOG10, "log10"),
    (&math::LOG1P, "log1p"),
    (&math::LOG2, "log2"),
    (&math::POWF, "pow"),
    (&math::ROUND, "round"),
    (&math::ROUNDEVEN, "roundeven"),
    (&math::RSQRT, "rsqrt"),
    (&math::SIN, "sin"),
    (&math::SINH, "sinh"),
    (&math::SQRT, "sqrt"),
    (&math::TAN, "tan"),
    (&math::TANH, "tanh"),
    (&math::TRUNC, "trunc"),
];

/// The libm function an op on values of type `t` calls: `sinf` for `f32`,
/// `sin` for `f64`.
fn libm_name(ctx: &Context, op: &str, t: Type) -> Option<String> {
    let base = LIBM.iter().find(|(o, _)| o.name == op)?.1;
    match ctx.type_kind(t) {
        TypeKind::Float(FloatKind::F32) => Some(format!("{base}f")),
        TypeKind::Float(FloatKind::F64) => Some(base.to_string()),
        _ => None,
    }
}

/// Declares the libm functions the math ops of `module`'s functions call,
/// in IR order, each at the start of the module.
pub fn declare_libm_functions(ctx: &Context, module: &mut Body) {
    let mut wanted: Vec<(String, Type, usize)> = Vec::new();
    for f in module_functions(module) {
        let Some(child) = module.child_body(f) else {
            continue;
        };
        child.walk_root_regions(&mut |o| {
            let name = ctx.op_name_str(child.op_name(o));
            if let Some(t) = child.result_types(o).next() {
                if let Some(n) = libm_name(ctx, name, t) {
                    if !wanted.iter().any(|w| w.0 == n) {
                        wanted.push((n, t, child.num_operands(o)));
                    }
                }
            }
            WalkResult::Advance
        });
    }
    let mut symbols = module_symbols(ctx, module);
    for (name, t, arity) in wanted {
        if symbols.contains(&name) {
            continue;
        }
        symbols.push(name.clone());
        let Some(start) = module_start(module) else { return };
        let fty = ctx.function_type(&vec![t; arity], &[t]);
        let mut st = OperationState::new(ctx.op_name(func::FUNC.name), ctx.unknown_loc());
        let props = [
            (ctx.ident("function_type"), ctx.type_attr(fty)),
            (ctx.ident("sym_name"), ctx.string_attr(&name)),
            (ctx.ident("sym_visibility"), ctx.string_attr("private")),
        ];
        st.properties = Some(ctx.dictionary_attr(&props));
        st.attributes = Some(ctx.dictionary_attr(&[(ctx.ident("llvm.readnone"), ctx.unit_attr())]));
        let mut child = Body::new();
        st.regions = vec![child.create_region()];
        st.child = Some(Box::new(child));
        create_at(ctx, module, start, st);
    }
}

/// Replaces a math op by a `func.call` of its libm function.
struct LibmCall {
    op: &'static str,
}

impl ConversionPattern for LibmCall {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.op)
    }

    fn debug_name(&self) -> &str {
        "ScalarOpToLibmCall"
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        adaptor: &OpAdaptor,
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> bool {
        let ctx = rw.ctx;
        let body = rw.body();
        let Some(t) = body.result_types(op).next() else {
            return false;
        };
        let Some(name) = libm_name(ctx, self.op, t) else {
            return false;
        };
        let loc = body.op_loc(op);
        let call = func::CallOp::build(rw, loc, &[t], &adaptor.flat_operands(), &name, None, None, false);
        let v = rw.body().result(call.op(), 0);
        rw.replace_op(op, &[v]);
        true
    }
}

/// Adds the patterns calling libm (MLIR's
/// `populateMathToLibmConversionPatterns`, for scalars).
pub fn populate_math_to_libm_patterns(out: &mut Vec<Box<dyn ConversionPattern>>) {
    for &(op, _) in LIBM {
        out.push(Box::new(LibmCall { op: op.name }));
    }
}

/// The `convert-math-to-libm` pass.
#[derive(Default)]
pub struct MathToLibm;

impl Pass for MathToLibm {
    fn argument(&self) -> &'static str {
        "convert-math-to-libm"
    }

    fn description(&self) -> &'static str {
        "Convert Math dialect to libm calls"
    }

    fn name(&self) -> &'static str {
        "ConvertMathToLibmPass"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("builtin.module")
    }

    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &[],
            removes: &["math.*"],
            introduces: &["func.call", "func.func", "arith.*", "vector.*"],
            introduces_if: &[],
        }
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        declare_libm_functions(ctx, op.body());
        let mut patterns: Vec<Box<dyn ConversionPattern>> = Vec::new();
        populate_math_to_libm_patterns(&mut patterns);
        let set = ConversionPatternSet::new(ctx, patterns);
        let mut target = ConversionTarget::new();
        target.add_illegal_dialect("math");
        target.mark_unknown_ops_dynamically_legal(|_| true);
        apply_partial_conversion(ctx, op.body(), &target, &set, &ConversionConfig::default())
    }
}
