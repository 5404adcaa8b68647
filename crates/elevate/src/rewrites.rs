//! Rewrites written as strategies: constant folding of `arith.andi`,
//! `arith.ori` and `scf.if`; arith's expansions (what MLIR's
//! `arith-expand` produces) are in [`crate::arith_expand`] and re-exported
//! here.

use strata_ir::{APInt, AttrKind, Attribute, Context, Location, OpName, Type, TypeKind};

use crate::arith_expand::make_op;
pub use crate::arith_expand::*;
use crate::ir::{Op, Value};
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
            TypeKind::Integer { width: 1, .. } => {
                Op::leaf(self.name, loc, ty, Some(self.bools[!value.is_zero() as usize]))
            }
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
            return Ok(Rewrite::op(Op::leaf(constants.name, op.loc(), ty, Some(props))));
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
