//! Transform ops defined outside Strata, as a user adds them: an op with
//! its definition (`strata_ods::op!`) and its `TransformOpInterface`,
//! listed in a `DialectExtension` of the transform dialect that a tool
//! registers after the dialect (`transform-ext-opt`).
//!
//! `transform.loop.split %loop {multiple = N}` splits an `scf.for` with a
//! constant step at the last point where the number of iterations done is
//! a multiple of `N`: the first loop runs a multiple of `N` iterations
//! (what unrolling by `N` or tiling by `N` wants), the second the rest. It
//! consumes the loop's handle and returns one to each part.
//!
//! `transform.loop.tile` ([`tile`]) tiles a perfect loop nest whose trip
//! counts are multiples of the tile sizes, and `transform.to_library`
//! ([`to_library`]) replaces a small matrix multiplication nest by a call
//! into libxsmm.

pub mod tile;
pub mod to_library;

use strata::dialect_transforms::scf::utils::{Builder, ForLoop};
use strata::dialects::transform::interpreter::consumes_first;
use strata::dialects::transform::ops::{OP_HANDLE, POSITIVE_I64};
use strata::dialects::transform::{Dsf, Interp, PayloadOp, TransformOpInterface};
use strata::ir::affine::AffineMap;
use strata::ir::{Body, Context, InsertPoint, IrMapping, OpId, OpRef, ValueId};
use strata::ods::DialectExtension;

strata::ods::op! {
    /// Splits each target `scf.for` (with a constant step) into a loop
    /// running the largest multiple of `multiple` iterations and a loop
    /// running the rest. Returns the two loops.
    pub LoopSplitOp(LOOP_SPLIT, "transform.loop.split") {
        operands(target: single(OP_HANDLE))
        results(divisible: single(OP_HANDLE), remainder: single(OP_HANDLE))
        attributes(multiple: int = required(POSITIVE_I64))
        summary: "Splits a loop into a part with a multiple of N iterations and the rest",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %loops = transform.structured.match ops{[\"scf.for\"]} in %root : (!transform.any_op) -> !transform.any_op\n    %main, %rest = transform.loop.split %loops {multiple = 4} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)\n    transform.yield\n  }\n}",
        format: Some("$target attr-dict `:` functional-type(operands, results)"),
        interfaces: &[
            &TransformOpInterface {
                apply: apply_split,
                consumed: consumes_first,
                allows_repeated_handles: false,
            },
            &strata::pass::conditions::Conditions {
                requires: &["scf.for"],
                removes: &[],
                introduces: &["scf.for", "affine.apply"],
                introduces_if: &[],
            },
        ],
    }
}

/// The example extension.
pub static EXTENSION: DialectExtension = DialectExtension {
    dialect: "transform",
    ops: &[&LOOP_SPLIT, &tile::LOOP_TILE, &to_library::TO_LIBRARY],
    type_defs: None,
};

/// Registers Strata's dialects' extension ops' host: adds the example's
/// transform ops (the transform dialect must be registered first).
pub fn register(ctx: &mut Context) {
    EXTENSION.register(ctx);
}

fn constant_index(ctx: &Context, body: &Body, v: ValueId) -> Option<i64> {
    strata::dialects::utils::matchers::const_i64(ctx, body, v)
}

/// Splits `op`; the second loop, or why not.
fn split_loop(ctx: &Context, body: &mut Body, op: OpId, multiple: i64) -> Result<OpId, &'static str> {
    let f = ForLoop::get(ctx, body, op).ok_or("not an scf.for")?;
    let step = constant_index(ctx, body, f.step).ok_or("the step is not a constant")?;
    if step <= 0 {
        return Err("the step is not positive");
    }
    let chunk = step
        .checked_mul(multiple)
        .ok_or("the step times the multiple overflows")?;
    // split = lb + ((ub - lb) floordiv chunk) * chunk, a constant when the
    // bounds are (so that the loops keep constant trip counts).
    let constant_split = constant_index(ctx, body, f.lb)
        .zip(constant_index(ctx, body, f.ub))
        .and_then(|(l, u)| l.checked_add(u.checked_sub(l)?.div_euclid(chunk).checked_mul(chunk)?));
    if let Some(at) = constant_split {
        let ty = body.value_type(f.lb);
        let split = Builder::before(ctx, body, op).constant(ty, at);
        return Ok(split_at(body, op, split));
    }
    let (s0, s1) = (ctx.affine_symbol(0), ctx.affine_symbol(1));
    let k = ctx.affine_constant(chunk);
    let expr = ctx.affine_add(
        s0,
        ctx.affine_mul(ctx.affine_floor_div(ctx.affine_sub(s1, s0), k), k),
    );
    let map = AffineMap::new(0, 2, vec![expr]);
    let loc = body.op_loc(op);
    let apply = {
        let mut b = strata::ir::OpBuilder::new(ctx, body);
        b.set_insertion_point_before(op);
        strata::dialects::affine::ApplyOp::build(
            &mut b,
            loc,
            &[f.lb, f.ub],
            strata::dialects::affine::map_attr(ctx, map),
        )
    };
    let split = apply.result(&(ctx, &*body));
    Ok(split_at(body, op, split))
}

/// Splits the loop `op` at `split`, a value defined before it; the second
/// loop.
fn split_at(body: &mut Body, op: OpId, split: ValueId) -> OpId {
    // The remainder: a copy after the loop, from the split point, carrying
    // on from the first loop's results.
    let rest = body.clone_op(op, &mut IrMapping::new());
    body.insert_op(InsertPoint::After(op), rest);
    let results: Vec<ValueId> = body.results(op).collect();
    let rest_results: Vec<ValueId> = body.results(rest).collect();
    for (&r, &n) in results.iter().zip(&rest_results) {
        body.replace_all_uses_with(r, n);
    }
    body.set_operand(op, 1, split);
    body.set_operand(rest, 0, split);
    for (i, &r) in results.iter().enumerate() {
        body.set_operand(rest, 3 + i, r);
    }
    rest
}

fn apply_split(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let multiple = OpRef::new(ctx, script, op)
        .attr("multiple")
        .and_then(|a| ctx.integer_attr_value(a))
        .map_or(1, |v| v.sext_i64());
    let loc = script.op_loc(op);
    it.apply_each(script, op, &mut |it, target| {
        let Some(body) = it.payload.body_mut(target.body) else {
            return Ok(vec![Vec::new(), Vec::new()]);
        };
        match split_loop(ctx, body, target.op, multiple) {
            Ok(rest) => Ok(vec![
                vec![target],
                vec![PayloadOp {
                    body: target.body,
                    op: rest,
                }],
            ]),
            Err(why) => Err(Dsf::silenceable(loc, format!("cannot split the loop: {why}"))),
        }
    })
}
