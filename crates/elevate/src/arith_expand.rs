//! arith's expansion rewrites as strategies: each produces, op for op, what
//! `mlir-opt --arith-expand` (its default options) produces, so the two
//! print identically. [`arith_expand`] is the left choice of all of them.
//!
//! The expanded ops: `ceildivui`, `ceildivsi`, `floordivsi` (scalars,
//! index, and statically shaped vectors and tensors of them), `maxsi`,
//! `maxui`, `minsi`, `minui`, `maximumf`, `minimumf`, `maxnumf`, `minnumf`
//! (the 11 expansions of the thesis) and `scaling_extf`,
//! `scaling_truncf`, which MLIR 22's pass also expands by default.

use strata_ir::int_range::constant_attr;
use strata_ir::{APInt, Attribute, Context, FloatKind, Location, OpName, Type, TypeKind};

use crate::ir::{Op, OpParts, Value};
use crate::strategy::{lchoice, Failure, Rewrite, Strategy};

/// `arith.cmpi` predicates.
const CMPI_EQ: i64 = 0;
const CMPI_NE: i64 = 1;
const CMPI_SLT: i64 = 2;
const CMPI_SGT: i64 = 4;
const CMPI_ULT: i64 = 6;
const CMPI_UGT: i64 = 8;

/// `arith.cmpf` predicates.
const CMPF_UGT: i64 = 9;
const CMPF_ULT: i64 = 11;
const CMPF_UNO: i64 = 14;

/// An op `name` with these operands, result types and properties (plus
/// the op's default-valued properties, as MLIR's builders add them).
pub(crate) fn make_op(
    ctx: &Context,
    name: &str,
    operands: Vec<Value>,
    result_types: Vec<Type>,
    props: &[(&str, Attribute)],
    loc: Location,
) -> Op {
    let name: OpName = ctx.op_name(name);
    let mut properties = if props.is_empty() {
        None
    } else {
        let entries: Vec<_> = props.iter().map(|&(k, v)| (ctx.ident(k), v)).collect();
        Some(ctx.dictionary_attr(&entries))
    };
    if let Some(populate) = ctx.op_def(name).and_then(|d| d.populate_default_properties) {
        properties = populate(ctx, name, properties);
    }
    OpParts::new(name, loc)
        .operands(operands)
        .result_types(result_types)
        .properties(properties)
        .build()
}

/// `t` with element type `e`: `e` itself for a scalar, the same shape for
/// a vector or tensor.
fn with_element(ctx: &Context, t: Type, e: Type) -> Type {
    match ctx.type_kind(t).clone() {
        TypeKind::Vector { shape, scalable, .. } => ctx.intern_type(TypeKind::Vector {
            shape,
            scalable,
            element: e,
        }),
        TypeKind::RankedTensor { shape, encoding, .. } => ctx.intern_type(TypeKind::RankedTensor {
            shape,
            element: e,
            encoding,
        }),
        TypeKind::UnrankedTensor { .. } => ctx.intern_type(TypeKind::UnrankedTensor { element: e }),
        _ => e,
    }
}

/// Builds the ops of an expansion in order.
struct Expander<'c> {
    ctx: &'c Context,
    loc: Location,
    ops: Vec<Op>,
}

impl<'c> Expander<'c> {
    fn new(ctx: &'c Context, op: &Op) -> Expander<'c> {
        Expander {
            ctx,
            loc: op.loc(),
            ops: Vec::new(),
        }
    }

    fn push(&mut self, name: &str, operands: Vec<Value>, ty: Type, props: &[(&str, Attribute)]) -> Value {
        let op = make_op(self.ctx, name, operands, vec![ty], props, self.loc);
        let v = op.result(0);
        self.ops.push(op);
        v
    }

    /// An integer constant of `ty` (scalar, or a splat of a statically
    /// shaped vector or tensor); `None` where MLIR's constant could not be
    /// built either.
    fn constant(&mut self, ty: Type, value: i64) -> Option<Value> {
        let elem = self.ctx.element_type_or_self(ty);
        let width = match self.ctx.type_kind(elem) {
            TypeKind::Integer { width, .. } => *width,
            _ if self.ctx.is_index(elem) => 64,
            _ => return None,
        };
        let attr = constant_attr(self.ctx, ty, &APInt::from_i64(width, value))?;
        Some(self.push("arith.constant", vec![], ty, &[("value", attr)]))
    }

    fn cmp(&mut self, name: &str, predicate: i64, a: Value, b: Value) -> Value {
        let attr = self.ctx.integer_attr(self.ctx.i64(), predicate);
        let ty = strata_dialect_arith::i1_same_shape(self.ctx, a.ty());
        self.push(name, vec![a, b], ty, &[("predicate", attr)])
    }

    fn cmpi(&mut self, predicate: i64, a: Value, b: Value) -> Value {
        self.cmp("arith.cmpi", predicate, a, b)
    }

    fn cmpf(&mut self, predicate: i64, a: Value, b: Value) -> Value {
        self.cmp("arith.cmpf", predicate, a, b)
    }

    fn binary(&mut self, name: &str, a: Value, b: Value) -> Value {
        let ty = a.ty();
        self.push(name, vec![a, b], ty, &[])
    }

    fn select(&mut self, cond: Value, a: Value, b: Value) -> Value {
        let ty = a.ty();
        self.push("arith.select", vec![cond, a, b], ty, &[])
    }

    fn done(self, result: Value) -> StrategyResultAlias {
        Ok(Rewrite::Replace {
            ops: self.ops.into(),
            results: [result].into_iter().collect(),
        })
    }
}

type StrategyResultAlias = crate::strategy::StrategyResult;

/// The two operands of a binary op `name` with one result.
fn binary_operands(op: &Op, name: OpName) -> Result<(Value, Value), Failure> {
    if op.name() != name || op.operands().len() != 2 || op.num_results() != 1 {
        return Err(Failure::new("not the op to expand"));
    }
    Ok((op.operands()[0].clone(), op.operands()[1].clone()))
}

/// A strategy expanding the binary op `name` with `expand`, which may fail
/// (a type it cannot build constants of).
fn expansion<'a>(
    ctx: &'a Context,
    name: &str,
    expand: impl Fn(&mut Expander<'a>, Value, Value) -> Option<Value> + 'a,
) -> Strategy<'a> {
    let name = ctx.op_name(name);
    Strategy::new(move |op| {
        let (a, b) = binary_operands(op, name)?;
        let mut e = Expander::new(ctx, op);
        let Some(result) = expand(&mut e, a, b) else {
            return Err(Failure::new("no constant of this type can be built"));
        };
        e.done(result)
    })
}

/// Expands `arith.ceildivui`: `a == 0 ? 0 : (a - 1) / b + 1`.
pub fn expand_ceildivui(ctx: &Context) -> Strategy<'_> {
    expansion(ctx, "arith.ceildivui", |e, a, b| {
        let ty = a.ty();
        let zero = e.constant(ty, 0)?;
        let is_zero = e.cmpi(CMPI_EQ, a.clone(), zero.clone());
        let one = e.constant(ty, 1)?;
        let minus_one = e.binary("arith.subi", a, one.clone());
        let quotient = e.binary("arith.divui", minus_one, b);
        let plus_one = e.binary("arith.addi", quotient, one);
        Some(e.select(is_zero, zero, plus_one))
    })
}

/// Expands `arith.ceildivsi`: `q = a / b` rounded up when the division is
/// inexact and the operands have the same sign.
pub fn expand_ceildivsi(ctx: &Context) -> Strategy<'_> {
    expansion(ctx, "arith.ceildivsi", |e, a, b| {
        let ty = a.ty();
        let zero = e.constant(ty, 0)?;
        let one = e.constant(ty, 1)?;
        let quotient = e.binary("arith.divsi", a.clone(), b.clone());
        let product = e.binary("arith.muli", quotient.clone(), b.clone());
        let inexact = e.cmpi(CMPI_NE, a.clone(), product);
        let a_neg = e.cmpi(CMPI_SLT, a, zero.clone());
        let b_neg = e.cmpi(CMPI_SLT, b, zero);
        let same_sign = e.cmpi(CMPI_EQ, a_neg, b_neg);
        let round = e.binary("arith.andi", inexact, same_sign);
        let plus_one = e.binary("arith.addi", quotient.clone(), one);
        Some(e.select(round, plus_one, quotient))
    })
}

/// Expands `arith.floordivsi`: `q = a / b` rounded down when the division
/// is inexact and the operands have different signs.
pub fn expand_floordivsi(ctx: &Context) -> Strategy<'_> {
    expansion(ctx, "arith.floordivsi", |e, a, b| {
        let ty = a.ty();
        let quotient = e.binary("arith.divsi", a.clone(), b.clone());
        let product = e.binary("arith.muli", quotient.clone(), b.clone());
        let inexact = e.cmpi(CMPI_NE, a.clone(), product);
        let zero = e.constant(ty, 0)?;
        let a_neg = e.cmpi(CMPI_SLT, a, zero.clone());
        let b_neg = e.cmpi(CMPI_SLT, b, zero);
        let signs_differ = e.cmpi(CMPI_NE, a_neg, b_neg);
        let round = e.binary("arith.andi", inexact, signs_differ);
        let minus_one = e.constant(ty, -1)?;
        let minus = e.binary("arith.addi", quotient.clone(), minus_one);
        Some(e.select(round, minus, quotient))
    })
}

/// An integer max or min: `a <pred> b ? a : b`.
fn int_max_min<'a>(ctx: &'a Context, name: &str, predicate: i64) -> Strategy<'a> {
    expansion(ctx, name, move |e, a, b| {
        let cmp = e.cmpi(predicate, a.clone(), b.clone());
        Some(e.select(cmp, a, b))
    })
}

/// Expands `arith.maxsi` into `cmpi sgt` and `select`.
pub fn expand_maxsi(ctx: &Context) -> Strategy<'_> {
    int_max_min(ctx, "arith.maxsi", CMPI_SGT)
}

/// Expands `arith.maxui` into `cmpi ugt` and `select`.
pub fn expand_maxui(ctx: &Context) -> Strategy<'_> {
    int_max_min(ctx, "arith.maxui", CMPI_UGT)
}

/// Expands `arith.minsi` into `cmpi slt` and `select`.
pub fn expand_minsi(ctx: &Context) -> Strategy<'_> {
    int_max_min(ctx, "arith.minsi", CMPI_SLT)
}

/// Expands `arith.minui` into `cmpi ult` and `select`.
pub fn expand_minui(ctx: &Context) -> Strategy<'_> {
    int_max_min(ctx, "arith.minui", CMPI_ULT)
}

/// A float max or min: `a <pred> b ? a : b` (unordered, so a NaN `a` is
/// kept), then the NaN operand `nan_of` (the other operand for the
/// `num` variants, which prefer numbers) wins.
fn float_max_min<'a>(ctx: &'a Context, name: &str, predicate: i64, propagate_nan: bool) -> Strategy<'a> {
    expansion(ctx, name, move |e, a, b| {
        let cmp = e.cmpf(predicate, a.clone(), b.clone());
        let select = e.select(cmp, a.clone(), b.clone());
        // maximumf/minimumf propagate a NaN `b`; maxnumf/minnumf replace a
        // NaN `a` by `b`.
        let tested = if propagate_nan { b.clone() } else { a };
        let is_nan = e.cmpf(CMPF_UNO, tested.clone(), tested);
        Some(e.select(is_nan, b, select))
    })
}

/// Expands `arith.maximumf` (NaN-propagating).
pub fn expand_maximumf(ctx: &Context) -> Strategy<'_> {
    float_max_min(ctx, "arith.maximumf", CMPF_UGT, true)
}

/// Expands `arith.minimumf` (NaN-propagating).
pub fn expand_minimumf(ctx: &Context) -> Strategy<'_> {
    float_max_min(ctx, "arith.minimumf", CMPF_ULT, true)
}

/// Expands `arith.maxnumf` (a NaN operand yields the other).
pub fn expand_maxnumf(ctx: &Context) -> Strategy<'_> {
    float_max_min(ctx, "arith.maxnumf", CMPF_UGT, false)
}

/// Expands `arith.minnumf` (a NaN operand yields the other).
pub fn expand_minnumf(ctx: &Context) -> Strategy<'_> {
    float_max_min(ctx, "arith.minnumf", CMPF_ULT, false)
}

/// The scale of a scaling op as `f8E8M0FNU` (truncated to it if it has
/// another element type), then extended to element type `to`.
fn scale_to(e: &mut Expander<'_>, scale: Value, to: Type, fastmath: &[(&str, Attribute)]) -> Value {
    let ctx = e.ctx;
    let f8 = ctx.float_type(FloatKind::F8E8M0FNU);
    let scale_ty = scale.ty();
    let scale = if ctx.element_type_or_self(scale_ty) == f8 {
        scale
    } else {
        e.push(
            "arith.truncf",
            vec![scale],
            with_element(ctx, scale_ty, f8),
            fastmath,
        )
    };
    e.push(
        "arith.extf",
        vec![scale],
        with_element(ctx, scale_ty, to),
        fastmath,
    )
}

/// The `fastmath` property of `op`, to copy onto the ops replacing it.
fn fastmath_of<'p>(ctx: &Context, op: &Op, key: &'p str) -> Vec<(&'p str, Attribute)> {
    op.properties()
        .and_then(|p| ctx.dict_get_str(p, key))
        .map(|a| vec![(key, a)])
        .unwrap_or_default()
}

/// Expands `arith.scaling_extf`: the input and the scale (as
/// `f8E8M0FNU`) extended to the result type and multiplied.
pub fn expand_scaling_extf(ctx: &Context) -> Strategy<'_> {
    let name = ctx.op_name("arith.scaling_extf");
    Strategy::new(move |op| {
        let (input, scale) = binary_operands(op, name)?;
        let fm = fastmath_of(ctx, op, "fastmath");
        let result_ty = op.result_types()[0];
        let elem = ctx.element_type_or_self(result_ty);
        let mut e = Expander::new(ctx, op);
        let scale = scale_to(&mut e, scale, elem, &fm);
        let input = e.push("arith.extf", vec![input], result_ty, &fm);
        let result = e.push("arith.mulf", vec![input, scale], result_ty, &fm);
        e.done(result)
    })
}

/// Expands `arith.scaling_truncf`: the input divided by the scale (as
/// `f8E8M0FNU`, extended to the input's type), truncated to the result
/// type with the op's rounding mode.
pub fn expand_scaling_truncf(ctx: &Context) -> Strategy<'_> {
    let name = ctx.op_name("arith.scaling_truncf");
    Strategy::new(move |op| {
        let (input, scale) = binary_operands(op, name)?;
        let fm = fastmath_of(ctx, op, "fastmath");
        let mut trunc_props = fastmath_of(ctx, op, "roundingmode");
        trunc_props.extend(fm.iter().copied());
        let result_ty = op.result_types()[0];
        let input_ty = input.ty();
        let elem = ctx.element_type_or_self(input_ty);
        let mut e = Expander::new(ctx, op);
        let scale = scale_to(&mut e, scale, elem, &fm);
        let quotient = e.push("arith.divf", vec![input, scale], input_ty, &fm);
        let result = e.push("arith.truncf", vec![quotient], result_ty, &trunc_props);
        e.done(result)
    })
}

/// Every expansion of `mlir-opt --arith-expand` (default options), as one
/// strategy: the first that applies.
pub fn arith_expand(ctx: &Context) -> Strategy<'_> {
    [
        expand_ceildivui(ctx),
        expand_ceildivsi(ctx),
        expand_floordivsi(ctx),
        expand_maxsi(ctx),
        expand_maxui(ctx),
        expand_minsi(ctx),
        expand_minui(ctx),
        expand_maximumf(ctx),
        expand_minimumf(ctx),
        expand_maxnumf(ctx),
        expand_minnumf(ctx),
        expand_scaling_extf(ctx),
        expand_scaling_truncf(ctx),
    ]
    .into_iter()
    .reduce(lchoice)
    .expect("a non-empty list")
}
