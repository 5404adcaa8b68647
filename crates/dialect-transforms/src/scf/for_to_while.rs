//! `scf-for-to-while`: rewrites each `scf.for` into an `scf.while` (MLIR's
//! `ForLoopLoweringPattern`). The `before` region compares the induction
//! variable with the upper bound (`slt`, or `ult` for an unsigned loop)
//! and forwards it with the iteration arguments; the `after` region
//! computes the next induction variable first, then runs the loop body and
//! yields both. The loop's attributes carry over to the `scf.while` (an
//! unsigned loop's `unsignedCmp` among them, as in MLIR). Inner loops are
//! rewritten before the loops containing them.

use strata_dialect_scf as scf;
use strata_ir::{Context, InsertPoint, IsolatedOpMut, LogicalResult, OpBuilder, Type, ValueId};
use strata_pass::Pass;

use super::utils::{for_each_body, Builder, ForLoop};

/// The `scf-for-to-while` pass.
pub struct ForToWhile;

impl Pass for ForToWhile {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &[],
            removes: &["scf.for"],
            introduces: &[
                "scf.while",
                "scf.condition",
                "scf.yield",
                "arith.addi",
                "arith.cmpi",
            ],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "scf-for-to-while"
    }

    fn description(&self) -> &'static str {
        "Convert SCF for loops to SCF while loops"
    }

    fn name(&self) -> &'static str {
        "SCFForToWhileLoop"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        for_each_body(ctx, op.body(), &|ctx, body| {
            for o in body.collect_root_regions_post_order() {
                if let Some(f) = ForLoop::get(ctx, body, o) {
                    for_to_while(ctx, body, &f);
                }
            }
        });
        Ok(())
    }
}

/// Replaces the loop `f` by an equivalent `scf.while`.
fn for_to_while(ctx: &Context, body: &mut strata_ir::Body, f: &ForLoop) {
    // `unsignedCmp` is a property of the for loop and an ordinary
    // attribute of the while loop.
    let mut attrs: Vec<(strata_ir::Ident, strata_ir::Attribute)> = body
        .op_attr_dict(f.op)
        .map(|d| ctx.dict_entries(d).to_vec())
        .unwrap_or_default();
    if f.unsigned {
        attrs.push((ctx.ident("unsignedCmp"), ctx.unit_attr()));
    }
    let iv_ty = body.value_type(f.iv);
    let carried: Vec<Type> = f.iter_args.iter().map(|&v| body.value_type(v)).collect();
    let mut types = vec![iv_ty];
    types.extend_from_slice(&carried);
    let mut inits = vec![f.lb];
    inits.extend_from_slice(&f.inits);
    let mut b = Builder::before(ctx, body, f.op);
    let loc = b.loc;
    let w = scf::WhileOp::build(&mut b.b, loc, &types, &inits);
    let (before, after) = (w.before(&b.b), w.after(&b.b));
    let w = w.op();
    if !attrs.is_empty() {
        let dict = ctx.dictionary_attr(&attrs);
        b.body().set_op_attr_dict(w, Some(dict));
    }
    // before: compare and forward.
    let body = b.body();
    let bb = body.create_block();
    body.append_block(before, bb);
    let before_args: Vec<ValueId> = types.iter().map(|&t| body.add_block_arg(bb, t, loc)).collect();
    let mut cb = Builder::new(ctx, body, loc);
    cb.b.set_insertion_point_to_end(bb);
    // MLIR's predicate numbering: `slt` is 2, `ult` 6.
    let cond = cb.cmpi(if f.unsigned { 6 } else { 2 }, before_args[0], f.ub);
    scf::ConditionOp::build(&mut cb.b, loc, cond, &before_args);
    // after: the next induction variable, the loop body, the yield.
    let ab = body.create_block();
    body.append_block(after, ab);
    let after_args: Vec<ValueId> = types.iter().map(|&t| body.add_block_arg(ab, t, loc)).collect();
    let mut nb = Builder::new(ctx, body, loc);
    nb.b.set_insertion_point_to_end(ab);
    let next = nb.binary("arith.addi", after_args[0], f.step);
    let yielded = f.yielded(body);
    body.erase_op(f.terminator);
    body.merge_block_into(f.block, InsertPoint::End(ab), &after_args);
    let mut values = vec![next];
    values.extend(yielded.iter().map(|&v| if v == f.iv { after_args[0] } else { v }));
    // Yielded block arguments of the old body are the new ones now.
    for v in values.iter_mut().skip(1) {
        if let Some(i) = f.iter_args.iter().position(|a| a == v) {
            *v = after_args[i + 1];
        }
    }
    scf::YieldOp::build(&mut OpBuilder::at_end(ctx, body, ab), loc, &values);
    for (i, r) in body.results(f.op).collect::<Vec<_>>().into_iter().enumerate() {
        let new = body.result(w, i + 1);
        body.replace_all_uses_with(r, new);
    }
    body.erase_op(f.op);
}
