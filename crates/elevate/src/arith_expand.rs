//! arith's expansion rewrites as strategies: each produces, op for op, what
//! `mlir-opt --arith-expand` (its default options) produces, so the two
//! print identically. [`arith_expand`] is the left choice of all of them.
//!
//! The expanded ops: `ceildivui`, `ceildivsi`, `floordivsi` (scalars,
//! index, and statically shaped vectors and tensors of them), `maxsi`,
//! `maxui`, `minsi`, `minui`, `maximumf`, `minimumf`, `maxnumf`, `minnumf`
//! (the 11 expansions of the thesis) and `scaling_extf`,
//! `scaling_truncf`, which MLIR 22's pass also expands by default. The
//! ops each creates are `strata_dialect_arith::expand`'s recipes, which
//! the `arith-expand` pass shares.

use strata_dialect_arith::expand::{self, Emit};
use strata_ir::{Attribute, Context, Location, OpName, Type};

use crate::ir::{Op, OpParts, Value};
use crate::strategy::{lchoice, Failure, Rewrite, Strategy, StrategyResult};

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

    fn done(self, result: Value) -> StrategyResult {
        Ok(Rewrite::Replace {
            ops: self.ops.into(),
            results: [result].into_iter().collect(),
        })
    }
}

impl Emit for Expander<'_> {
    type Value = Value;

    fn ctx(&self) -> &Context {
        self.ctx
    }

    fn value_type(&self, v: &Value) -> Type {
        v.ty()
    }

    fn emit(&mut self, name: &str, operands: &[Value], ty: Type, props: &[(&str, Attribute)]) -> Value {
        let op = make_op(self.ctx, name, operands.to_vec(), vec![ty], props, self.loc);
        let v = op.result(0);
        self.ops.push(op);
        v
    }
}

/// The two operands of a binary op `name` with one result.
fn binary_operands(op: &Op, name: OpName) -> Result<(Value, Value), Failure> {
    if op.name() != name || op.operands().len() != 2 || op.num_results() != 1 {
        return Err(Failure::new("not the op to expand"));
    }
    Ok((op.operands()[0].clone(), op.operands()[1].clone()))
}

/// A strategy expanding the binary op `name` with `expand`, which may fail
/// (a type it cannot build constants of, a scale it cannot convert).
fn expansion<'a>(
    ctx: &'a Context,
    name: &str,
    expand: impl Fn(&mut Expander<'a>, &Op, Value, Value) -> Option<Value> + 'a,
) -> Strategy<'a> {
    let name = ctx.op_name(name);
    Strategy::new(move |op| {
        let (a, b) = binary_operands(op, name)?;
        let mut e = Expander::new(ctx, op);
        let Some(result) = expand(&mut e, op, a, b) else {
            return Err(Failure::new("not expandable"));
        };
        e.done(result)
    })
}

/// Expands `arith.ceildivui`: `a == 0 ? 0 : (a - 1) / b + 1`.
pub fn expand_ceildivui(ctx: &Context) -> Strategy<'_> {
    expansion(ctx, "arith.ceildivui", |e, _, a, b| expand::ceildivui(e, &a, &b))
}

/// Expands `arith.ceildivsi`: `q = a / b` rounded up when the division is
/// inexact and the operands have the same sign.
pub fn expand_ceildivsi(ctx: &Context) -> Strategy<'_> {
    expansion(ctx, "arith.ceildivsi", |e, _, a, b| expand::ceildivsi(e, &a, &b))
}

/// Expands `arith.floordivsi`: `q = a / b` rounded down when the division
/// is inexact and the operands have different signs.
pub fn expand_floordivsi(ctx: &Context) -> Strategy<'_> {
    expansion(ctx, "arith.floordivsi", |e, _, a, b| {
        expand::floordivsi(e, &a, &b)
    })
}

/// An integer max or min: `a <predicate> b ? a : b`.
fn int_max_min<'a>(ctx: &'a Context, name: &str, predicate: &'static str) -> Strategy<'a> {
    expansion(ctx, name, move |e, _, a, b| {
        Some(expand::int_max_min(e, predicate, &a, &b))
    })
}

/// Expands `arith.maxsi` into `cmpi sgt` and `select`.
pub fn expand_maxsi(ctx: &Context) -> Strategy<'_> {
    int_max_min(ctx, "arith.maxsi", "sgt")
}

/// Expands `arith.maxui` into `cmpi ugt` and `select`.
pub fn expand_maxui(ctx: &Context) -> Strategy<'_> {
    int_max_min(ctx, "arith.maxui", "ugt")
}

/// Expands `arith.minsi` into `cmpi slt` and `select`.
pub fn expand_minsi(ctx: &Context) -> Strategy<'_> {
    int_max_min(ctx, "arith.minsi", "slt")
}

/// Expands `arith.minui` into `cmpi ult` and `select`.
pub fn expand_minui(ctx: &Context) -> Strategy<'_> {
    int_max_min(ctx, "arith.minui", "ult")
}

/// A float max or min: `a <predicate> b ? a : b` (unordered, so a NaN `a`
/// is kept), then the NaN operand wins (`propagate_nan`) or is replaced.
fn float_max_min<'a>(
    ctx: &'a Context,
    name: &str,
    predicate: &'static str,
    propagate_nan: bool,
) -> Strategy<'a> {
    expansion(ctx, name, move |e, _, a, b| {
        Some(expand::float_max_min(e, predicate, propagate_nan, &a, &b))
    })
}

/// Expands `arith.maximumf` (NaN-propagating).
pub fn expand_maximumf(ctx: &Context) -> Strategy<'_> {
    float_max_min(ctx, "arith.maximumf", "ugt", true)
}

/// Expands `arith.minimumf` (NaN-propagating).
pub fn expand_minimumf(ctx: &Context) -> Strategy<'_> {
    float_max_min(ctx, "arith.minimumf", "ult", true)
}

/// Expands `arith.maxnumf` (a NaN operand yields the other).
pub fn expand_maxnumf(ctx: &Context) -> Strategy<'_> {
    float_max_min(ctx, "arith.maxnumf", "ugt", false)
}

/// Expands `arith.minnumf` (a NaN operand yields the other).
pub fn expand_minnumf(ctx: &Context) -> Strategy<'_> {
    float_max_min(ctx, "arith.minnumf", "ult", false)
}

/// The property `key` of `op`, if set.
fn property(ctx: &Context, op: &Op, key: &str) -> Option<Attribute> {
    op.properties().and_then(|p| ctx.dict_get_str(p, key))
}

/// Expands `arith.scaling_extf`: the input and the scale (as
/// `f8E8M0FNU`) extended to the result type and multiplied.
pub fn expand_scaling_extf(ctx: &Context) -> Strategy<'_> {
    expansion(ctx, "arith.scaling_extf", move |e, op, input, scale| {
        let fastmath = property(ctx, op, "fastmath");
        expand::scaling_extf(e, &input, &scale, op.result_types()[0], fastmath)
    })
}

/// Expands `arith.scaling_truncf`: the input divided by the scale (as
/// `f8E8M0FNU`, extended to the input's type), truncated to the result
/// type with the op's rounding mode.
pub fn expand_scaling_truncf(ctx: &Context) -> Strategy<'_> {
    expansion(ctx, "arith.scaling_truncf", move |e, op, input, scale| {
        let fastmath = property(ctx, op, "fastmath");
        let roundingmode = property(ctx, op, "roundingmode");
        expand::scaling_truncf(e, &input, &scale, op.result_types()[0], roundingmode, fastmath)
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
