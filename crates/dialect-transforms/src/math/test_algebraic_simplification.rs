//! `test-math-algebraic-simplification`: powers with constant exponents
//! strength-reduced (MLIR's math algebraic simplification patterns):
//! `powf` by 1, 2, 3, -1, 1/2, -1/2 and 3/4 into multiplications,
//! divisions and square roots with the op's fast-math flags; `ipowi` and
//! `fpowi` by an exponent of magnitude at most 8 into a chain of
//! multiplications (divided into one for a negative exponent), by 0 into
//! one; `complex.powi` likewise into `complex.mul` and `complex.div` with
//! the op's fast-math flags.

use strata_dialect_arith::fold::{build as build_constant, splat_value};
use strata_ir::{APInt, Attribute, Context, IsolatedOpMut, LogicalResult, OpId, Type, TypeKind, ValueId};
use strata_pass::Pass;
use strata_rewrite::{
    apply_patterns_greedily_nested_owned, FrozenPatternSet, GreedyConfig, PatternRewriter, PatternRoot,
    RewritePattern,
};

use super::expand_ops::{constant_float, is_exactly, Builder};

/// The largest exponent magnitude `ipowi` and `fpowi` are expanded for.
const EXPONENT_THRESHOLD: u64 = 8;

/// The `test-math-algebraic-simplification` pass.
pub struct TestAlgebraicSimplification;

impl Pass for TestAlgebraicSimplification {
    fn argument(&self) -> &'static str {
        "test-math-algebraic-simplification"
    }

    fn description(&self) -> &'static str {
        "Test math algebraic simplification"
    }

    fn name(&self) -> &'static str {
        "TestMathAlgebraicSimplificationPass"
    }

    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions::introducing(&[
            "arith.*",
            "math.sqrt",
            "math.rsqrt",
            "vector.broadcast",
            "complex.constant",
            "complex.mul",
            "complex.div",
        ])
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let owner = op.name();
        let patterns: Vec<Box<dyn RewritePattern>> = vec![
            Box::new(Simplify("math.powf")),
            Box::new(Simplify("math.ipowi")),
            Box::new(Simplify("math.fpowi")),
            Box::new(Simplify("complex.powi")),
        ];
        let patterns = FrozenPatternSet::new(ctx, patterns);
        // The test pass ignores whether the driver converged.
        apply_patterns_greedily_nested_owned(
            ctx,
            Some(owner),
            op.body(),
            &patterns,
            GreedyConfig::default(),
            true,
        );
        Ok(())
    }
}

/// Strength-reduces the power op it is rooted on.
struct Simplify(&'static str);

impl RewritePattern for Simplify {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.0)
    }

    fn debug_name(&self) -> &str {
        self.0
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point(op);
        let mut b = Builder { rw, loc };
        let result = match self.0 {
            "math.powf" => simplify_powf(&mut b, op),
            "math.ipowi" => simplify_powi(&mut b, op, PowKind::Int),
            "math.fpowi" => simplify_powi(&mut b, op, PowKind::Float),
            _ => simplify_powi(&mut b, op, PowKind::Complex),
        };
        let Some(result) = result else {
            return false;
        };
        rw.replace_op(op, &[result]);
        true
    }
}

/// One as a constant of `ty`'s element type; `None` for shaped types
/// other than vectors (the scalar cannot be broadcast to them).
fn scalar_one(b: &mut Builder<'_, '_>, ty: Type) -> Option<ValueId> {
    let ctx = b.ctx();
    let elem = ctx.element_type_or_self(ty);
    if ty != elem && !matches!(ctx.type_kind(ty), TypeKind::Vector { .. }) {
        return None;
    }
    let value = match ctx.type_kind(elem) {
        TypeKind::Float(kind) => float_apint(*kind, 1.0)?,
        TypeKind::Integer { width, .. } => APInt::from_u64(*width, 1),
        TypeKind::Index => APInt::from_u64(64, 1),
        _ => return None,
    };
    let attr = build_constant(ctx, elem, &[value])?;
    Some(b.constant(elem, attr))
}

/// The bits of `value` rounded to `kind`.
fn float_apint(kind: strata_ir::FloatKind, value: f64) -> Option<APInt> {
    let bits = super::expand_ops::float_bits_of(kind, value)?;
    Some(APInt::from_words(
        kind.width(),
        &[bits as u64, (bits >> 64) as u64],
    ))
}

/// `scalar` broadcast to `ty` if it is a vector.
fn broadcast(b: &mut Builder<'_, '_>, scalar: ValueId, ty: Type) -> ValueId {
    if matches!(b.ctx().type_kind(ty), TypeKind::Vector { .. }) {
        b.op("vector.broadcast", &[scalar], ty)
    } else {
        scalar
    }
}

/// The op's `fastmath` property, to give the ops replacing it.
fn fastmath(b: &Builder<'_, '_>, op: OpId) -> Vec<(&'static str, Attribute)> {
    let ctx = b.ctx();
    b.rw.body()
        .op_properties(op)
        .and_then(|p| ctx.dict_get_str(p, "fastmath"))
        .map(|a| ("fastmath", a))
        .into_iter()
        .collect()
}

fn simplify_powf(b: &mut Builder<'_, '_>, op: OpId) -> Option<ValueId> {
    let (x, exponent) = (b.operand(op, 0), b.operand(op, 1));
    let (kind, bits) = constant_float(b.ctx(), b.rw.body(), exponent)?;
    let is = |v: f64| is_exactly(kind, bits, v);
    let ty = b.ty(x);
    let fm = fastmath(b, op);
    if is(1.0) {
        return Some(x);
    }
    if is(2.0) {
        return Some(b.op_with("arith.mulf", &[x, x], ty, &fm));
    }
    if is(3.0) {
        let square = b.op_with("arith.mulf", &[x, x], ty, &fm);
        return Some(b.op_with("arith.mulf", &[x, square], ty, &fm));
    }
    if is(-1.0) {
        let one = scalar_one(b, ty)?;
        let one = broadcast(b, one, ty);
        return Some(b.op_with("arith.divf", &[one, x], ty, &fm));
    }
    if is(0.5) {
        return Some(b.op_with("math.sqrt", &[x], ty, &fm));
    }
    if is(-0.5) {
        return Some(b.op_with("math.rsqrt", &[x], ty, &fm));
    }
    if is(0.75) {
        let half = b.op_with("math.sqrt", &[x], ty, &fm);
        let quarter = b.op_with("math.sqrt", &[half], ty, &fm);
        return Some(b.op_with("arith.mulf", &[half, quarter], ty, &fm));
    }
    None
}

/// One as a `complex.constant` of the complex type `ty`.
fn complex_one(b: &mut Builder<'_, '_>, ty: Type) -> Option<ValueId> {
    let ctx = b.ctx();
    let &TypeKind::Complex(elem) = ctx.type_kind(ty) else {
        return None;
    };
    let kind = ctx.float_kind(elem)?;
    let re = build_constant(ctx, elem, &[float_apint(kind, 1.0)?])?;
    let im = build_constant(ctx, elem, &[float_apint(kind, 0.0)?])?;
    let value = ctx.array_attr(&[re, im]);
    Some(b.op_with("complex.constant", &[], ty, &[("value", value)]))
}

/// The power op [`simplify_powi`] reduces.
#[derive(Clone, Copy, PartialEq)]
enum PowKind {
    /// `math.ipowi`.
    Int,
    /// `math.fpowi`.
    Float,
    /// `complex.powi`, whose fast-math flags go to the ops replacing it.
    Complex,
}

/// `ipowi`, `fpowi` or `complex.powi` by a constant exponent.
fn simplify_powi(b: &mut Builder<'_, '_>, op: OpId, kind: PowKind) -> Option<ValueId> {
    let (base, exponent) = (b.operand(op, 0), b.operand(op, 1));
    let ctx = b.ctx();
    let value = splat_value(ctx, strata_ir::fold::constant_value(ctx, b.rw.body(), exponent))?;
    let exponent = value.sext_i64();
    let ty = b.ty(base);
    let magnitude = exponent.unsigned_abs();
    if magnitude > EXPONENT_THRESHOLD {
        return None;
    }
    // Created first, as MLIR's pattern does, even where unused (the driver
    // erases it then).
    let one = if kind == PowKind::Complex {
        complex_one(b, ty)?
    } else {
        scalar_one(b, ty)?
    };
    if exponent == 0 {
        return Some(broadcast(b, one, ty));
    }
    let (mul, div) = match kind {
        PowKind::Int => ("arith.muli", "arith.divsi"),
        PowKind::Float => ("arith.mulf", "arith.divf"),
        PowKind::Complex => ("complex.mul", "complex.div"),
    };
    let fm = if kind == PowKind::Complex {
        fastmath(b, op)
    } else {
        Vec::new()
    };
    let mut result = base;
    for _ in 1..magnitude {
        result = b.op_with(mul, &[result, base], ty, &fm);
    }
    if exponent < 0 {
        let one = broadcast(b, one, ty);
        result = b.op_with(div, &[one, result], ty, &fm);
    }
    Some(result)
}
