//! Rewrites written as strategies: constant folding of `arith.andi`,
//! `arith.ori` and `scf.if`, and two of arith's expansions
//! (`arith.ceildivsi`, `arith.floordivsi`, producing what MLIR's
//! `arith-expand` produces).

use strata_ir::{APInt, AttrKind, Attribute, Context, Location, OpName, Type, TypeKind};

use crate::ir::{Op, OpParts, Value};
use crate::strategy::{Failure, Rewrite, Strategy};

/// The integer value and type of `v` if an `arith.constant` with a scalar
/// integer (or index) value defines it.
pub fn constant_int(ctx: &Context, v: &Value) -> Option<(APInt, Type)> {
    Constants::new(ctx).value(v)
}

/// `arith.constant`'s name and properties, looked up once per strategy
/// rather than once per op (interning takes a lock).
struct Constants<'c> {
    ctx: &'c Context,
    name: OpName,
    /// The properties of `arith.constant false` and `true`.
    bools: [Attribute; 2],
}

impl<'c> Constants<'c> {
    fn new(ctx: &'c Context) -> Constants<'c> {
        let props = |b| ctx.dictionary_attr(&[(ctx.ident("value"), ctx.bool_attr(b))]);
        Constants {
            ctx,
            name: ctx.op_name("arith.constant"),
            bools: [props(false), props(true)],
        }
    }

    /// The value of an `arith.constant` of type i1 defining `v`.
    fn bool_value(&self, v: &Value) -> Option<bool> {
        let def = v.defining_op()?;
        if def.name() != self.name {
            return None;
        }
        let props = def.properties()?;
        if props == self.bools[0] || props == self.bools[1] {
            return Some(props == self.bools[1]);
        }
        None
    }

    fn value(&self, v: &Value) -> Option<(APInt, Type)> {
        let def = v.defining_op()?;
        if def.name() != self.name {
            return None;
        }
        constant_value(self.ctx, def)
    }

    fn make(&self, ty: Type, value: APInt, loc: Location) -> Op {
        match self.ctx.type_kind(ty) {
            TypeKind::Integer { width: 1, .. } => OpParts::new(self.name, loc)
                .result_types([ty])
                .properties(Some(self.bools[!value.is_zero() as usize]))
                .build(),
            _ => int_constant(self.ctx, ty, value, loc),
        }
    }
}

/// The value of an `arith.constant` op with a scalar integer value.
fn constant_value(ctx: &Context, def: &Op) -> Option<(APInt, Type)> {
    let attr = ctx.dict_get_str(def.properties()?, "value")?;
    match ctx.attr_kind(attr) {
        AttrKind::Integer { ty, value } => Some((value.clone(), *ty)),
        // i1 constants hold `true` and `false`.
        AttrKind::Bool(b) => Some((APInt::from_u64(1, *b as u64), *def.result_types().first()?)),
        _ => None,
    }
}

/// An `arith.constant` of integer (or index) type `ty` holding `value`.
pub fn int_constant(ctx: &Context, ty: Type, value: APInt, loc: Location) -> Op {
    let attr = match ctx.type_kind(ty) {
        TypeKind::Integer { width: 1, .. } => ctx.bool_attr(!value.is_zero()),
        _ => ctx.intern_attr(AttrKind::Integer { ty, value }),
    };
    make_op(ctx, "arith.constant", vec![], vec![ty], &[("value", attr)], loc)
}

/// An op `name` with these operands, result types and properties (plus
/// the op's default-valued properties, as MLIR's builders add them).
fn make_op(
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

fn fold_bitwise<'a>(
    ctx: &'a Context,
    name: &str,
    f: fn(&APInt, &APInt) -> APInt,
    fb: fn(bool, bool) -> bool,
) -> Strategy<'a> {
    let name = ctx.op_name(name);
    let constants = Constants::new(ctx);
    Strategy::new(move |op| {
        if op.name() != name || op.operands().len() != 2 || op.num_results() != 1 {
            return Err(Failure::new("not the op to fold"));
        }
        // Booleans, the common case, without going through integers.
        if let (Some(a), Some(b)) = (
            constants.bool_value(&op.operands()[0]),
            constants.bool_value(&op.operands()[1]),
        ) {
            let props = constants.bools[fb(a, b) as usize];
            let ty = op.result_types()[0];
            return Ok(Rewrite::op(
                OpParts::new(constants.name, op.loc())
                    .result_types([ty])
                    .properties(Some(props))
                    .build(),
            ));
        }
        let (Some((a, ty)), Some((b, _))) = (
            constants.value(&op.operands()[0]),
            constants.value(&op.operands()[1]),
        ) else {
            return Err(Failure::new("an operand is not a constant"));
        };
        Ok(Rewrite::op(constants.make(ty, f(&a, &b), op.loc())))
    })
}

/// Folds `arith.andi` of two integer constants into a constant.
///
/// `%r = arith.andi %true, %false : i1` becomes `%r = arith.constant false`.
pub fn fold_andi(ctx: &Context) -> Strategy<'_> {
    fold_bitwise(ctx, "arith.andi", APInt::and, |a, b| a & b)
}

/// Folds `arith.ori` of two integer constants into a constant.
pub fn fold_ori(ctx: &Context) -> Strategy<'_> {
    fold_bitwise(ctx, "arith.ori", APInt::or, |a, b| a | b)
}

/// Folds `scf.if` on a constant condition: the ops of the taken branch
/// replace it (without its `scf.yield`, whose operands replace the
/// results); with a false condition and no else branch it is erased.
/// Fails on branches of more than one block.
pub fn fold_if(ctx: &Context) -> Strategy<'_> {
    let name = ctx.op_name("scf.if");
    let constants = Constants::new(ctx);
    Strategy::new(move |op| {
        if op.name() != name || op.regions().len() != 2 {
            return Err(Failure::new("not an scf.if"));
        }
        let Some(cond) = op.operand(0).and_then(|c| constants.bool_value(c)) else {
            return Err(Failure::new("the condition is not a constant"));
        };
        let region = &op.regions()[if cond { 0 } else { 1 }];
        match region.blocks() {
            [] if op.num_results() == 0 => Ok(Rewrite::values([])),
            [block] => {
                let Some((yield_op, body)) = block.ops().split_last() else {
                    return Err(Failure::new("the branch has no terminator"));
                };
                if yield_op.operands().len() != op.num_results() {
                    return Err(Failure::new("the branch yields another number of values"));
                }
                Ok(Rewrite::Replace {
                    ops: body.iter().cloned().collect(),
                    results: yield_op.operands().iter().cloned().collect(),
                })
            }
            _ => Err(Failure::new("the branch is not one block")),
        }
    })
}

/// The width of a scalar integer or index type, `None` for other types.
fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ if ctx.is_index(ty) => Some(64),
        _ => None,
    }
}

/// `arith.cmpi`'s predicate numbers (`eq`, `ne`, `slt`).
const CMPI_EQ: i64 = 0;
const CMPI_NE: i64 = 1;
const CMPI_SLT: i64 = 2;

/// Builds the ops of an expansion in order.
struct Expander<'c> {
    ctx: &'c Context,
    loc: Location,
    ops: Vec<Op>,
}

impl Expander<'_> {
    fn push(&mut self, name: &str, operands: Vec<Value>, ty: Type, props: &[(&str, Attribute)]) -> Value {
        let op = make_op(self.ctx, name, operands, vec![ty], props, self.loc);
        let v = op.result(0);
        self.ops.push(op);
        v
    }

    fn constant(&mut self, ty: Type, width: u32, value: i64) -> Value {
        let op = int_constant(self.ctx, ty, APInt::from_i64(width, value), self.loc);
        let v = op.result(0);
        self.ops.push(op);
        v
    }

    fn cmpi(&mut self, predicate: i64, a: Value, b: Value) -> Value {
        let attr = self.ctx.integer_attr(self.ctx.i64(), predicate);
        let i1 = self.ctx.i1();
        self.push("arith.cmpi", vec![a, b], i1, &[("predicate", attr)])
    }

    fn binary(&mut self, name: &str, a: Value, b: Value) -> Value {
        let ty = a.ty();
        self.push(name, vec![a, b], ty, &[])
    }
}

/// The operands and width of a scalar integer division `name`.
fn division_operands(ctx: &Context, op: &Op, name: OpName) -> Result<(Value, Value, u32), Failure> {
    if op.name() != name || op.operands().len() != 2 || op.num_results() != 1 {
        return Err(Failure::new("not the division to expand"));
    }
    let Some(width) = int_width(ctx, op.result_types()[0]) else {
        return Err(Failure::new("only scalar integer divisions are expanded"));
    };
    Ok((op.operands()[0].clone(), op.operands()[1].clone(), width))
}

/// Expands `arith.ceildivsi` (scalar integer or index) as `arith-expand`
/// does: `q = a / b` rounded up when the division is inexact and the
/// operands have the same sign.
pub fn expand_ceildivsi(ctx: &Context) -> Strategy<'_> {
    let name = ctx.op_name("arith.ceildivsi");
    Strategy::new(move |op| {
        let (a, b, width) = division_operands(ctx, op, name)?;
        let ty = a.ty();
        let mut e = Expander {
            ctx,
            loc: op.loc(),
            ops: Vec::new(),
        };
        let zero = e.constant(ty, width, 0);
        let one = e.constant(ty, width, 1);
        let quotient = e.binary("arith.divsi", a.clone(), b.clone());
        let product = e.binary("arith.muli", quotient.clone(), b.clone());
        let inexact = e.cmpi(CMPI_NE, a.clone(), product);
        let a_neg = e.cmpi(CMPI_SLT, a, zero.clone());
        let b_neg = e.cmpi(CMPI_SLT, b, zero);
        let same_sign = e.cmpi(CMPI_EQ, a_neg, b_neg);
        let round = e.binary("arith.andi", inexact, same_sign);
        let plus_one = e.binary("arith.addi", quotient.clone(), one);
        let result = e.push("arith.select", vec![round, plus_one, quotient], ty, &[]);
        Ok(Rewrite::Replace {
            ops: e.ops.into(),
            results: [result].into_iter().collect(),
        })
    })
}

/// Expands `arith.floordivsi` (scalar integer or index) as `arith-expand`
/// does: `q = a / b` rounded down when the division is inexact and the
/// operands have different signs.
pub fn expand_floordivsi(ctx: &Context) -> Strategy<'_> {
    let name = ctx.op_name("arith.floordivsi");
    Strategy::new(move |op| {
        let (a, b, width) = division_operands(ctx, op, name)?;
        let ty = a.ty();
        let mut e = Expander {
            ctx,
            loc: op.loc(),
            ops: Vec::new(),
        };
        let quotient = e.binary("arith.divsi", a.clone(), b.clone());
        let product = e.binary("arith.muli", quotient.clone(), b.clone());
        let inexact = e.cmpi(CMPI_NE, a.clone(), product);
        let zero = e.constant(ty, width, 0);
        let a_neg = e.cmpi(CMPI_SLT, a, zero.clone());
        let b_neg = e.cmpi(CMPI_SLT, b, zero);
        let signs_differ = e.cmpi(CMPI_NE, a_neg, b_neg);
        let round = e.binary("arith.andi", inexact, signs_differ);
        let minus_one = e.constant(ty, width, -1);
        let minus = e.binary("arith.addi", quotient.clone(), minus_one);
        let result = e.push("arith.select", vec![round, minus, quotient], ty, &[]);
        Ok(Rewrite::Replace {
            ops: e.ops.into(),
            results: [result].into_iter().collect(),
        })
    })
}
