//! `math-expand-ops`: math ops rewritten in terms of simpler arith and
//! math ops (hyperbolic functions through `math.exp` and `math.log`,
//! `fma` as a multiply-add, `ctlz` as a binary search, rounding through
//! integer conversions and the float's bits, powers by repeated
//! multiplication). The `ops` option names the ops to expand (all by
//! default). The ops an expansion creates are expanded too when they are
//! among them (an `asinh`'s `fma`, a `roundeven`'s `round`).

use strata_dialect_arith::apfloat;
use strata_dialect_arith::expand::{self as recipes, with_element, Emit};
use strata_dialect_arith::fold::splat_value;
use strata_ir::{
    Attribute, Context, FloatKind, IsolatedOpMut, Location, LogicalResult, OpId, Type, TypeKind, ValueId,
};
use strata_pass::Pass;
use strata_rewrite::{
    apply_patterns_greedily_nested_owned, FrozenPatternSet, GreedyConfig, PatternRewriter, PatternRoot,
    RewritePattern,
};

use super::create_value;

/// The expandable ops, by the mnemonic the `ops` option names them with.
const EXPANSIONS: &[(&str, Expansion)] = &[
    ("sinh", expand_sinh),
    ("cosh", expand_cosh),
    ("tanh", expand_tanh),
    ("asinh", expand_asinh),
    ("acosh", expand_acosh),
    ("atanh", expand_atanh),
    ("tan", expand_tan),
    ("fma", expand_fma),
    ("ctlz", expand_ctlz),
    ("ceil", expand_ceil),
    ("exp2", expand_exp2),
    ("powf", expand_powf),
    ("roundeven", expand_roundeven),
    ("round", expand_round),
    ("rsqrt", expand_rsqrt),
    ("fpowi", expand_fpowi),
    ("clampf", expand_clampf),
];

/// An expansion: rewrites the op (whose builder is given) or fails
/// without changing anything.
type Expansion = fn(&mut Builder<'_, '_>, OpId) -> Option<ValueId>;

/// The `math-expand-ops` pass, with its `ops` option.
#[derive(Default)]
pub struct ExpandOps {
    ops: Vec<String>,
}

impl Pass for ExpandOps {
    fn argument(&self) -> &'static str {
        "math-expand-ops"
    }

    fn description(&self) -> &'static str {
        "Expand math operations."
    }

    fn name(&self) -> &'static str {
        "MathExpandOpsPass"
    }

    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions::introducing(&["arith.*", "math.*"])
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        if name != "ops" {
            return Err(format!("no such option {name}"));
        }
        self.ops.extend(
            strata_pass::split_option_list(value)
                .into_iter()
                .map(str::to_string),
        );
        Ok(())
    }

    fn options_text(&self) -> String {
        if self.ops.is_empty() {
            return String::new();
        }
        format!("ops={{{}}}", self.ops.join(","))
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let owner = op.name();
        let patterns: Vec<Box<dyn RewritePattern>> = EXPANSIONS
            .iter()
            .filter(|(name, _)| self.ops.is_empty() || self.ops.iter().any(|o| o == name))
            .map(|&(name, expand)| {
                Box::new(Expand {
                    root: ROOTS.iter().find(|r| r[5..] == *name).copied().unwrap_or(""),
                    expand,
                }) as Box<dyn RewritePattern>
            })
            .collect();
        let patterns = FrozenPatternSet::new(ctx, patterns);
        let result = apply_patterns_greedily_nested_owned(
            ctx,
            Some(owner),
            op.body(),
            &patterns,
            GreedyConfig::default(),
            true,
        );
        if !result.converged {
            return Err(strata_ir::Failed);
        }
        Ok(())
    }
}

/// The full names of the expandable ops (`PatternRoot` wants them static).
const ROOTS: &[&str] = &[
    "math.sinh",
    "math.cosh",
    "math.tanh",
    "math.asinh",
    "math.acosh",
    "math.atanh",
    "math.tan",
    "math.fma",
    "math.ctlz",
    "math.ceil",
    "math.exp2",
    "math.powf",
    "math.roundeven",
    "math.round",
    "math.rsqrt",
    "math.fpowi",
    "math.clampf",
];

/// Expands the ops named `root` with `expand`.
struct Expand {
    root: &'static str,
    expand: Expansion,
}

impl RewritePattern for Expand {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(self.root)
    }

    fn debug_name(&self) -> &str {
        self.root
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point(op);
        let mut b = Builder { rw, loc };
        let Some(result) = (self.expand)(&mut b, op) else {
            return false;
        };
        rw.replace_op(op, &[result]);
        true
    }
}

/// Creates the ops of an expansion before the expanded op, at its
/// location.
pub(super) struct Builder<'r, 'a> {
    pub(super) rw: &'r mut PatternRewriter<'a>,
    pub(super) loc: Location,
}

impl Builder<'_, '_> {
    pub(super) fn ctx(&self) -> &Context {
        self.rw.ctx
    }

    pub(super) fn ty(&self, v: ValueId) -> Type {
        self.rw.body().value_type(v)
    }

    pub(super) fn operand(&self, op: OpId, i: usize) -> ValueId {
        self.rw.body().operand(op, i)
    }

    pub(super) fn op(&mut self, name: &str, operands: &[ValueId], ty: Type) -> ValueId {
        let loc = self.loc;
        create_value(self.rw, loc, name, operands, ty, &[])
    }

    pub(super) fn op_with(
        &mut self,
        name: &str,
        operands: &[ValueId],
        ty: Type,
        props: &[(&str, Attribute)],
    ) -> ValueId {
        let loc = self.loc;
        create_value(self.rw, loc, name, operands, ty, props)
    }

    // The arith helpers the expansions share with arith's, through `Emit`.

    /// An op of the type of its first operand.
    pub(super) fn same(&mut self, name: &str, operands: &[ValueId]) -> ValueId {
        recipes::same(self, name, operands)
    }

    pub(super) fn constant(&mut self, ty: Type, attr: Attribute) -> ValueId {
        self.op_with("arith.constant", &[], ty, &[("value", attr)])
    }

    /// `value` rounded to the element type of `ty`, as a constant of `ty`
    /// (scalar or static shape).
    pub(super) fn float(&mut self, ty: Type, value: f64) -> Option<ValueId> {
        recipes::float(self, ty, value)
    }

    /// An integer constant of `ty` (scalar or static shape).
    pub(super) fn int(&mut self, ty: Type, value: i64) -> Option<ValueId> {
        recipes::int(self, ty, value)
    }

    pub(super) fn cmpf(&mut self, predicate: &str, a: ValueId, b: ValueId) -> ValueId {
        recipes::cmpf(self, predicate, &a, &b)
    }

    pub(super) fn cmpi(&mut self, predicate: &str, a: ValueId, b: ValueId) -> ValueId {
        recipes::cmpi(self, predicate, &a, &b)
    }

    pub(super) fn select(&mut self, c: ValueId, a: ValueId, b: ValueId) -> ValueId {
        recipes::select(self, &c, &a, &b)
    }

    /// `x` truncated toward zero through an `i64` conversion, with its
    /// sign copied back (the conversion loses that of -0).
    pub(super) fn truncated(&mut self, x: ValueId) -> ValueId {
        let ty = self.ty(x);
        let i64_ty = with_element(self.ctx(), ty, self.ctx().i64());
        let fixed = self.op("arith.fptosi", &[x], i64_ty);
        let back = self.op("arith.sitofp", &[fixed], ty);
        self.same("math.copysign", &[back, x])
    }
}

impl Emit for Builder<'_, '_> {
    type Value = ValueId;

    fn ctx(&self) -> &Context {
        self.rw.ctx
    }

    fn value_type(&self, v: &ValueId) -> Type {
        self.rw.body().value_type(*v)
    }

    fn emit(&mut self, name: &str, operands: &[ValueId], ty: Type, props: &[(&str, Attribute)]) -> ValueId {
        self.op_with(name, operands, ty, props)
    }
}

/// The bits of `value` rounded to nearest even in `kind`.
pub(super) fn float_bits_of(kind: FloatKind, value: f64) -> Option<u128> {
    apfloat::convert_rounded(FloatKind::F64, kind, u128::from(value.to_bits()))
}

/// The float kind and bits of `v`, a scalar or splat float constant.
pub(super) fn constant_float(ctx: &Context, body: &strata_ir::Body, v: ValueId) -> Option<(FloatKind, u128)> {
    let kind = ctx.float_kind(ctx.element_type_or_self(body.value_type(v)))?;
    let value = splat_value(ctx, strata_ir::fold::constant_value(ctx, body, v))?;
    let w = value.words();
    Some((
        kind,
        w[0] as u128 | (w.get(1).copied().unwrap_or(0) as u128) << 64,
    ))
}

/// Whether the bits `bits` of `kind` are exactly `value` (MLIR's
/// `isExactlyValue`: `value` rounded to `kind`, compared bitwise).
pub(super) fn is_exactly(kind: FloatKind, bits: u128, value: f64) -> bool {
    float_bits_of(kind, value) == Some(bits)
}

/// Whether constants of `ty` can be built: a scalar, a vector, or a
/// statically shaped tensor.
fn has_static_shape(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor { shape, .. } => shape.iter().all(|&d| d >= 0),
        TypeKind::UnrankedTensor { .. } => false,
        _ => true,
    }
}

/// The float operand of a unary op, with a type constants can be built of.
fn float_operand(b: &Builder<'_, '_>, op: OpId) -> Option<(ValueId, Type)> {
    let x = b.operand(op, 0);
    let ty = b.ty(x);
    let ctx = b.ctx();
    (ctx.float_kind(ctx.element_type_or_self(ty)).is_some() && has_static_shape(ctx, ty)).then_some((x, ty))
}

/// `sinh(x) = (exp(x) - exp(-x)) / 2`, `cosh` with a sum.
fn hyperbolic(b: &mut Builder<'_, '_>, op: OpId, combine: &str) -> Option<ValueId> {
    let (x, ty) = float_operand(b, op)?;
    let exp = b.same("math.exp", &[x]);
    let neg = b.same("arith.negf", &[x]);
    let nexp = b.same("math.exp", &[neg]);
    let sum = b.same(combine, &[exp, nexp]);
    let half = b.float(ty, 0.5)?;
    Some(b.same("arith.mulf", &[sum, half]))
}

fn expand_sinh(b: &mut Builder<'_, '_>, op: OpId) -> Option<ValueId> {
    hyperbolic(b, op, "arith.subf")
}

fn expand_cosh(b: &mut Builder<'_, '_>, op: OpId) -> Option<ValueId> {
    hyperbolic(b, op, "arith.addf")
}

/// `tanh(x) = sign(x) * (1 - exp(-2|x|)) / (1 + exp(-2|x|))`: computed on
/// `|x|` so that the exponential stays in (0, 1].
fn expand_tanh(b: &mut Builder<'_, '_>, op: OpId) -> Option<ValueId> {
    let (x, ty) = float_operand(b, op)?;
    let zero = b.float(ty, 0.0)?;
    let one = b.float(ty, 1.0)?;
    let neg_two = b.float(ty, -2.0)?;
    let is_negative = b.cmpf("olt", x, zero);
    let negative = b.op("arith.uitofp", &[is_negative], ty);
    let scaled = b.same("arith.mulf", &[negative, neg_two]);
    let sign = b.same("arith.addf", &[scaled, one]);
    let positive = b.same("arith.mulf", &[sign, x]);
    let doubled = b.same("arith.mulf", &[neg_two, positive]);
    let exp = b.same("math.exp", &[doubled]);
    let dividend = b.same("arith.subf", &[one, exp]);
    let divisor = b.same("arith.addf", &[one, exp]);
    let quotient = b.same("arith.divf", &[dividend, divisor]);
    Some(b.same("arith.mulf", &[sign, quotient]))
}

/// `asinh(x) = log(x + sqrt(x * x + 1))`, `acosh` with `- 1`.
fn inverse_hyperbolic(b: &mut Builder<'_, '_>, op: OpId, c: f64) -> Option<ValueId> {
    let (x, ty) = float_operand(b, op)?;
    let c = b.float(ty, c)?;
    let fma = b.same("math.fma", &[x, x, c]);
    let sqrt = b.same("math.sqrt", &[fma]);
    let sum = b.same("arith.addf", &[x, sqrt]);
    Some(b.same("math.log", &[sum]))
}

fn expand_asinh(b: &mut Builder<'_, '_>, op: OpId) -> Option<ValueId> {
    inverse_hyperbolic(b, op, 1.0)
}

fn expand_acosh(b: &mut Builder<'_, '_>, op: OpId) -> Option<ValueId> {
    inverse_hyperbolic(b, op, -1.0)
}

/// `atanh(x) = log((1 + x) / (1 - x)) / 2`.
fn expand_atanh(b: &mut Builder<'_, '_>, op: OpId) -> Option<ValueId> {
    let (x, ty) = float_operand(b, op)?;
    let one = b.float(ty, 1.0)?;
    let sum = b.same("arith.addf", &[x, one]);
    let neg = b.same("arith.negf", &[x]);
    let diff = b.same("arith.addf", &[neg, one]);
    let quotient = b.same("arith.divf", &[sum, diff]);
    let log = b.same("math.log", &[quotient]);
    let half = b.float(ty, 0.5)?;
    Some(b.same("arith.mulf", &[log, half]))
}

/// `tan(x) = sin(x) / cos(x)`.
fn expand_tan(b: &mut Builder<'_, '_>, op: OpId) -> Option<ValueId> {
    let x = b.operand(op, 0);
    let sin = b.same("math.sin", &[x]);
    let cos = b.same("math.cos", &[x]);
    Some(b.same("arith.divf", &[sin, cos]))
}

/// `fma(a, b, c) = a * b + c` (rounded twice).
fn expand_fma(b: &mut Builder<'_, '_>, op: OpId) -> Option<ValueId> {
    let (x, y, z) = (b.operand(op, 0), b.operand(op, 1), b.operand(op, 2));
    let product = b.same("arith.mulf", &[x, y]);
    Some(b.same("arith.addf", &[product, z]))
}

/// Counts the leading zeros by a binary search: while the upper half of
/// the remaining bits is zero, shift them out and add their count.
fn expand_ctlz(b: &mut Builder<'_, '_>, op: OpId) -> Option<ValueId> {
    let operand = b.operand(op, 0);
    let ty = b.ty(operand);
    let ctx = b.ctx();
    if !has_static_shape(ctx, ty) {
        return None;
    }
    let width = match ctx.type_kind(ctx.element_type_or_self(ty)) {
        TypeKind::Integer { width, .. } if *width <= 64 => *width,
        _ => return None,
    };
    let all_bits = if width < 64 {
        u64::MAX >> (64 - width)
    } else {
        u64::MAX
    };
    let mut x = operand;
    let mut count = b.int(ty, 0)?;
    let mut bw = width;
    while bw > 1 {
        let half = bw / 2;
        let bits = b.int(ty, i64::from(half))?;
        let mask = b.int(ty, (all_bits >> half) as i64)?;
        let pred = b.cmpi("ule", x, mask);
        let add = b.same("arith.addi", &[count, bits]);
        let shift = b.same("arith.shli", &[x, bits]);
        x = b.select(pred, shift, x);
        count = b.select(pred, add, count);
        bw /= 2;
    }
    let zero = b.int(ty, 0)?;
    let is_zero = b.cmpi("eq", operand, zero);
    let bw_value = b.int(ty, i64::from(width))?;
    Some(b.select(is_zero, bw_value, count))
}

/// `ceil(x)`: `x` truncated, plus one if that is below `x`.
fn expand_ceil(b: &mut Builder<'_, '_>, op: OpId) -> Option<ValueId> {
    let (x, ty) = float_operand(b, op)?;
    let truncated = b.truncated(x);
    let zero = b.float(ty, 0.0)?;
    let one = b.float(ty, 1.0)?;
    let above = b.cmpf("ogt", x, truncated);
    let increment = b.select(above, one, zero);
    Some(b.same("arith.addf", &[truncated, increment]))
}

/// `exp2(x) = exp(x * ln 2)`.
fn expand_exp2(b: &mut Builder<'_, '_>, op: OpId) -> Option<ValueId> {
    let (x, ty) = float_operand(b, op)?;
    let ln2 = b.float(ty, std::f64::consts::LN_2)?;
    let product = b.same("arith.mulf", &[x, ln2]);
    Some(b.same("math.exp", &[product]))
}

/// `powf(a, b) = exp(b * log(a))`, with the constant exponents 0, ±1,
/// ±1/2, ±2 and 3 computed directly.
fn expand_powf(b: &mut Builder<'_, '_>, op: OpId) -> Option<ValueId> {
    let (base, exponent) = (b.operand(op, 0), b.operand(op, 1));
    let base_ty = b.ty(base);
    if let Some((kind, bits)) = constant_float(b.ctx(), b.rw.body(), exponent) {
        let is = |v: f64| is_exactly(kind, bits, v);
        if apfloat::classify(kind, bits).is_some_and(|c| c.zero) {
            return b.float(base_ty, 1.0);
        }
        if is(1.0) {
            return Some(base);
        }
        if is(-1.0) {
            let one = b.float(base_ty, 1.0)?;
            return Some(b.same("arith.divf", &[one, base]));
        }
        if is(0.5) {
            return Some(b.same("math.sqrt", &[base]));
        }
        if is(-0.5) {
            return Some(b.same("math.rsqrt", &[base]));
        }
        if is(2.0) {
            return Some(b.same("arith.mulf", &[base, base]));
        }
        if is(-2.0) {
            let one = b.float(base_ty, 1.0)?;
            let square = b.same("arith.mulf", &[base, base]);
            return Some(b.same("arith.divf", &[one, square]));
        }
        if is(3.0) {
            let square = b.same("arith.mulf", &[base, base]);
            return Some(b.same("arith.mulf", &[square, base]));
        }
    }
    let log = b.same("math.log", &[base]);
    let product = b.same("arith.mulf", &[exponent, log]);
    Some(b.same("math.exp", &[product]))
}

/// `round` of `f32`: `x + copysign(0.5, x)` truncated, except for values
/// too large to have a fraction (and infinities and NaNs), kept as they
/// are.
fn expand_round(b: &mut Builder<'_, '_>, op: OpId) -> Option<ValueId> {
    let (x, ty) = float_operand(b, op)?;
    let ctx = b.ctx();
    if ctx.element_type_or_self(ty) != ctx.f32() {
        return None;
    }
    let i32_ty = with_element(ctx, ty, ctx.i32());
    let half = b.float(ty, 0.5)?;
    let c23 = b.int(i32_ty, 23)?;
    let c127 = b.int(i32_ty, 127)?;
    let exp_mask = b.int(i32_ty, 255)?;
    let increment = b.same("math.copysign", &[half, x]);
    let sum = b.same("arith.addf", &[x, increment]);
    let truncated = b.truncated(sum);
    let bits = b.op("arith.bitcast", &[x], i32_ty);
    let shifted = b.same("arith.shrui", &[bits, c23]);
    let exp = b.same("arith.andi", &[shifted, exp_mask]);
    let unbiased = b.same("arith.subi", &[exp, c127]);
    let large = b.cmpi("sge", unbiased, c23);
    Some(b.select(large, x, truncated))
}

/// `roundeven(x)`: `round(x)`, moved one toward zero when `x` is halfway
/// between two integers and `round` went to the odd one; all on the bits
/// of the float.
fn expand_roundeven(b: &mut Builder<'_, '_>, op: OpId) -> Option<ValueId> {
    let x = b.operand(op, 0);
    let ty = b.ty(x);
    let ctx = b.ctx();
    let kind = ctx.float_kind(ctx.element_type_or_self(ty))?;
    let result_elem = ctx.element_type_or_self(b.ty(b.rw.body().result(op, 0)));
    ctx.float_kind(result_elem)?;
    if !has_static_shape(ctx, ty) {
        return None;
    }
    let bit_width = kind.width();
    // The stored mantissa (without the implicit integer bit).
    let mantissa_width = apfloat::precision(kind)? - 1;
    let exponent_width = bit_width - mantissa_width - 1;
    let int_ty = with_element(ctx, ty, ctx.integer_type(bit_width));

    // Named as for f32: 1 sign, 8 exponent and 23 mantissa bits.
    let c1_float = b.float(ty, 1.0)?;
    let c0 = b.int(int_ty, 0)?;
    let c1 = b.int(int_ty, 1)?;
    let c_neg1 = b.int(int_ty, -1)?;
    let c23 = b.int(int_ty, i64::from(mantissa_width))?;
    let c31 = b.int(int_ty, i64::from(bit_width - 1))?;
    let c127 = b.int(int_ty, ((1u64 << (exponent_width - 1)) - 1) as i64)?;
    let c2_to_22 = b.int(int_ty, (1u64 << (mantissa_width - 1)) as i64)?;
    let c23_mask = b.int(int_ty, ((1u64 << mantissa_width) - 1) as i64)?;
    let exp_mask = b.int(int_ty, ((1u64 << exponent_width) - 1) as i64)?;

    let operand_bits = b.op("arith.bitcast", &[x], int_ty);
    let round = b.same("math.round", &[x]);
    let round_bits = b.op("arith.bitcast", &[round], int_ty);

    let biased_exponent = |b: &mut Builder<'_, '_>, bits: ValueId| {
        let shifted = b.same("arith.shrui", &[bits, c23]);
        let exp = b.same("arith.andi", &[shifted, exp_mask]);
        b.same("arith.subi", &[exp, c127])
    };
    let operand_exp = biased_exponent(b, operand_bits);
    let round_exp = biased_exponent(b, round_bits);

    // A shift right by an amount clamped to [0, width - 1].
    let safe_shift_right = |b: &mut Builder<'_, '_>, x: ValueId, shift: ValueId| {
        let clamped = b.same("arith.maxsi", &[shift, c0]);
        let clamped = b.same("arith.minsi", &[clamped, c31]);
        b.same("arith.shrui", &[x, clamped])
    };
    let mask_mantissa = |b: &mut Builder<'_, '_>, bits: ValueId, shift: ValueId| {
        let mask = safe_shift_right(b, c23_mask, shift);
        b.same("arith.andi", &[bits, mask])
    };

    // A whole number other than ±1 is even when its mantissa below its
    // leading `exp - 1` bits is zero; ±1 (exponent 0) are odd.
    let round_exp_is_0 = b.cmpi("eq", round_exp, c0);
    let round_exp_minus_1 = b.same("arith.subi", &[round_exp, c1]);
    let round_masked = mask_mantissa(b, round_bits, round_exp_minus_1);
    let round_is_odd = b.cmpi("ne", round_masked, c0);
    let round_is_odd = b.same("arith.ori", &[round_is_odd, round_exp_is_0]);

    // A value is halfway when the mantissa below its integer bits is
    // exactly the top one of them; ±0.5 (exponent -1) when it is zero.
    let operand_exp_is_neg1 = b.cmpi("eq", operand_exp, c_neg1);
    let half_bit = safe_shift_right(b, c2_to_22, operand_exp);
    let expected = b.select(operand_exp_is_neg1, c0, half_bit);
    let operand_masked = mask_mantissa(b, operand_bits, operand_exp);
    let halfway = b.cmpi("eq", operand_masked, expected);
    let exp_ge_neg1 = b.cmpi("sge", operand_exp, c_neg1);
    let exp_lt_23 = b.cmpi("slt", operand_exp, c23);
    let halfway = b.same("arith.andi", &[halfway, exp_lt_23]);
    let halfway = b.same("arith.andi", &[halfway, exp_ge_neg1]);

    let sign = b.same("math.copysign", &[c1_float, x]);
    let shifted = b.same("arith.subf", &[round, sign]);
    let needs_shift = b.same("arith.andi", &[round_is_odd, halfway]);
    let result = b.select(needs_shift, shifted, round);
    // Moving -1 toward zero gives +0: the sign is copied back.
    Some(b.same("math.copysign", &[result, x]))
}

/// `rsqrt(x) = 1 / sqrt(x)`.
fn expand_rsqrt(b: &mut Builder<'_, '_>, op: OpId) -> Option<ValueId> {
    let (x, ty) = float_operand(b, op)?;
    let one = b.float(ty, 1.0)?;
    let sqrt = b.same("math.sqrt", &[x]);
    Some(b.same("arith.divf", &[one, sqrt]))
}

/// `fpowi(x, n)`: for a constant `n`, multiplications by squaring (the
/// reciprocal for a negative `n`, with the infinities of a zero
/// denominator given their sign); otherwise `powf` of `n` converted.
fn expand_fpowi(b: &mut Builder<'_, '_>, op: OpId) -> Option<ValueId> {
    let (mut base, power) = (b.operand(op, 0), b.operand(op, 1));
    let ty = b.ty(base);
    let ctx = b.ctx();
    let constant = strata_ir::fold::constant_value(ctx, b.rw.body(), power);
    let Some(value) = splat_value(ctx, constant) else {
        let fp = b.op("arith.sitofp", &[power], ty);
        return Some(b.op("math.powf", &[base, fp], ty));
    };
    if ctx.float_kind(ctx.element_type_or_self(ty)).is_none() || !has_static_shape(ctx, ty) {
        return None;
    }
    let power = value.sext_i64();
    let mut abs = power.unsigned_abs();
    let one = b.float(ty, 1.0)?;
    let mut result = b.float(ty, 1.0)?;
    while abs > 0 {
        if abs & 1 == 1 {
            result = b.same("arith.mulf", &[base, result]);
        }
        abs >>= 1;
        base = b.same("arith.mulf", &[base, base]);
    }
    if power < 0 {
        let zero = b.float(ty, 0.0)?;
        let neg_zero = b.float(ty, -0.0)?;
        let inf = b.float(ty, f64::INFINITY)?;
        let neg_inf = b.float(ty, f64::NEG_INFINITY)?;
        let is_zero = b.cmpf("oeq", result, zero);
        let is_neg_zero = b.cmpf("oeq", result, neg_zero);
        result = b.same("arith.divf", &[one, result]);
        result = b.select(is_zero, inf, result);
        result = b.select(is_neg_zero, neg_inf, result);
    }
    Some(result)
}

/// `clampf(x, lo, hi) = maximumf(minimumf(x, lo), hi)`, with the op's
/// fast-math flags.
fn expand_clampf(b: &mut Builder<'_, '_>, op: OpId) -> Option<ValueId> {
    let (x, lo, hi) = (b.operand(op, 0), b.operand(op, 1), b.operand(op, 2));
    let ty = b.ty(x);
    let ctx = b.ctx();
    let props: Vec<(&str, Attribute)> =
        b.rw.body()
            .op_properties(op)
            .and_then(|p| ctx.dict_get_str(p, "fastmath"))
            .map(|a| ("fastmath", a))
            .into_iter()
            .collect();
    let min = b.op_with("arith.minimumf", &[x, lo], ty, &props);
    Some(b.op_with("arith.maximumf", &[min, hi], ty, &props))
}
