//! `convert-math-to-libm`: replaces `math` ops on `f32` and `f64` scalars
//! by calls to the C math library (MLIR's MathToLibm): `math.sin` on
//! `f32` calls `sinf`, on `f64` `sin`, and so on for the 33 ops libm has.
//! The functions are declared at the start of the module, `private` with
//! `llvm.readnone`, as MLIR's patterns declare them, before the conversion
//! (see [`crate::llvm_common::symbols`]). Ops on fixed-size vectors are
//! unrolled into ops on their elements first. The `math` dialect is
//! illegal: `f16` and `bf16` ops are computed in `f32`; ops on other types
//! and ops libm lacks fail the conversion.

use strata_dialect_func as func;
use strata_dialect_math as math;
use strata_ir::{
    Body, Context, FloatKind, IsolatedOpMut, LogicalResult, OpId, OperationState, Type, TypeKind, ValueId,
    WalkResult,
};
use strata_ods::OpSpec;
use strata_pass::Pass;
use strata_rewrite::conversion::{
    apply_partial_conversion, ConversionConfig, ConversionPattern, ConversionPatternRewriter,
    ConversionPatternSet, ConversionTarget, OpAdaptor,
};
use strata_rewrite::PatternRoot;

use crate::llvm_common::symbols::{declare_private_function, module_functions, module_symbols};

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
    let t = scalar_of(ctx, t);
    match ctx.type_kind(t) {
        TypeKind::Float(FloatKind::F32) => Some(format!("{base}f")),
        TypeKind::Float(FloatKind::F64) => Some(base.to_string()),
        _ => None,
    }
}

/// `t`, or the element type of a fixed-size vector `t` (whose ops are
/// unrolled into scalar ones).
fn scalar_of(ctx: &Context, t: Type) -> Type {
    let t = match ctx.type_kind(t) {
        TypeKind::Vector {
            element, scalable, ..
        } if !scalable.iter().any(|&b| b) => *element,
        _ => t,
    };
    // `f16` and `bf16` are computed in `f32`.
    match ctx.type_kind(t) {
        TypeKind::Float(FloatKind::F16 | FloatKind::BF16) => ctx.f32(),
        _ => t,
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
                        wanted.push((n, scalar_of(ctx, t), child.num_operands(o)));
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
        let fty = ctx.function_type(&vec![t; arity], &[t]);
        let Some(f) = declare_private_function(ctx, module, &name, fty) else {
            return;
        };
        module.set_op_attr(ctx, f, "llvm.readnone", Some(ctx.unit_attr()));
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
        // Scalars of f32 and f64 only; vectors and narrower floats are
        // rewritten into those first.
        if !matches!(ctx.type_kind(t), TypeKind::Float(FloatKind::F32 | FloatKind::F64)) {
            return false;
        }
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

/// Creates one op of one result before the op being rewritten.
fn create_one(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: strata_ir::Location,
    name: strata_ir::OpName,
    operands: Vec<ValueId>,
    ty: Type,
    props: Option<strata_ir::Attribute>,
) -> ValueId {
    let mut st = OperationState::new(name, loc);
    st.operands = operands;
    st.result_types.push(ty);
    st.properties = props;
    let op = rw.create(st);
    rw.body().result(op, 0)
}

/// Unrolls a math op on a fixed-size vector into the same op on each
/// element (`vector.extract` of every operand at each position, in
/// row-major order), inserted one by one into a zero vector (MLIR's
/// `VecOpToScalarOp`); the scalar ops then become libm calls.
struct VecOpToScalar {
    op: &'static str,
}

impl ConversionPattern for VecOpToScalar {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.op)
    }

    fn debug_name(&self) -> &str {
        "VecOpToScalarOp"
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
        let TypeKind::Vector {
            shape,
            element,
            scalable,
        } = ctx.type_kind(t)
        else {
            return false;
        };
        if scalable.iter().any(|&b| b) || shape.iter().any(|&d| d < 0) {
            return false;
        }
        let (shape, element) = (shape.to_vec(), *element);
        let loc = body.op_loc(op);
        let name = body.op_name(op);
        let props = body.op_properties(op);
        let inputs = adaptor.flat_operands();
        let total: i64 = shape.iter().product();
        // The result starts as a zero vector; each element is inserted.
        let TypeKind::Float(kind) = ctx.type_kind(element) else {
            return false;
        };
        let Some(zero) = strata_dialect_arith::fold::build(ctx, t, &[strata_ir::APInt::zero(kind.width())])
        else {
            return false;
        };
        let constant = ctx.op_name("arith.constant");
        let value = Some(ctx.dictionary_attr(&[(ctx.ident("value"), zero)]));
        let mut acc = create_one(rw, loc, constant, Vec::new(), t, value);
        let (extract, insert) = (ctx.op_name("vector.extract"), ctx.op_name("vector.insert"));
        for linear in 0..total {
            // Row-major position of element `linear`.
            let mut pos = vec![0i64; shape.len()];
            let mut rest = linear;
            for (p, &d) in pos.iter_mut().zip(&shape).rev() {
                *p = rest % d;
                rest /= d;
            }
            let position = Some(ctx.dictionary_attr(&[(
                ctx.ident("static_position"),
                strata_ods::directives::dense_i64_array(ctx, &pos),
            )]));
            let operands: Vec<ValueId> = inputs
                .iter()
                .map(|&v| create_one(rw, loc, extract, vec![v], element, position))
                .collect();
            let scalar = create_one(rw, loc, name, operands, element, props);
            acc = create_one(rw, loc, insert, vec![scalar, acc], t, position);
        }
        let v = acc;
        rw.replace_op(op, &[v]);
        true
    }
}

/// Computes a math op on `f16` or `bf16` in `f32`: operands extended,
/// the result truncated back (MLIR's `PromoteOpToF32`).
struct PromoteToF32 {
    op: &'static str,
}

impl ConversionPattern for PromoteToF32 {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.op)
    }

    fn debug_name(&self) -> &str {
        "PromoteOpToF32"
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
        if !matches!(
            ctx.type_kind(t),
            TypeKind::Float(FloatKind::F16 | FloatKind::BF16)
        ) {
            return false;
        }
        let (loc, name, props) = (body.op_loc(op), body.op_name(op), body.op_properties(op));
        let f32 = ctx.f32();
        let extf = ctx.op_name("arith.extf");
        let operands: Vec<ValueId> = adaptor
            .flat_operands()
            .into_iter()
            .map(|v| create_one(rw, loc, extf, vec![v], f32, None))
            .collect();
        let wide = create_one(rw, loc, name, operands, f32, props);
        let narrow = create_one(rw, loc, ctx.op_name("arith.truncf"), vec![wide], t, None);
        rw.replace_op(op, &[narrow]);
        true
    }
}

/// Adds the patterns calling libm (MLIR's
/// `populateMathToLibmConversionPatterns`): vector ops unrolled, scalar
/// ones called.
pub fn populate_math_to_libm_patterns(out: &mut Vec<Box<dyn ConversionPattern>>) {
    for &(op, _) in LIBM {
        out.push(Box::new(VecOpToScalar { op: op.name }));
        out.push(Box::new(PromoteToF32 { op: op.name }));
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
