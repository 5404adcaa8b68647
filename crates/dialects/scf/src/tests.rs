//! Interface queries and verification of scf ops built through the `Body`
//! API (the text forms are covered by the lit tests).

use std::sync::{Arc, Mutex};

use strata_ir::interfaces::{
    forwarded_operands, is_memory_effect_free, region_successors, LoopBound, LoopLikeOpInterface,
    RegionBranchPoint, RegionSuccessor,
};
use strata_ir::{Body, Context, OpBuilder, OpId, OpRef, OperationState, Type, ValueId};

use super::*;

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.register_dialect(dialect());
    ctx
}

fn capture(ctx: &Context) -> Arc<Mutex<Vec<String>>> {
    let out = Arc::new(Mutex::new(Vec::new()));
    let sink = out.clone();
    let _ = ctx.push_diagnostic_handler(Box::new(move |_, d| {
        let mut v = sink.lock().unwrap();
        v.push(d.message.clone());
        for n in &d.notes {
            v.push(format!("note: {}", n.message));
        }
    }));
    out
}

/// A body whose top block holds block arguments standing for function
/// arguments of the given types.
fn body_with_args(ctx: &Context, types: &[Type]) -> (Body, strata_ir::BlockId, Vec<ValueId>) {
    let (mut body, block) = Body::with_top_block();
    let args = types
        .iter()
        .map(|&t| body.add_block_arg(block, t, ctx.unknown_loc()))
        .collect();
    (body, block, args)
}

/// Creates an `scf.for` whose body block has `arg_types` and yields the
/// block arguments at `yielded`.
fn for_loop(
    ctx: &Context,
    body: &mut Body,
    block: strata_ir::BlockId,
    operands: Vec<ValueId>,
    results: Vec<Type>,
    arg_types: &[Type],
    yielded: &[usize],
) -> OpId {
    let r = body.create_region();
    let b = body.create_block();
    body.append_block(r, b);
    let args: Vec<ValueId> = arg_types
        .iter()
        .map(|&t| body.add_block_arg(b, t, ctx.unknown_loc()))
        .collect();
    let mut y = OperationState::new(ctx.op_name(YIELD.name), ctx.unknown_loc());
    y.operands = yielded.iter().map(|&i| args[i]).collect();
    let y = body.create_op(y);
    body.append_op(b, y);
    let mut st = OperationState::new(ctx.op_name(FOR.name), ctx.unknown_loc());
    st.operands = operands;
    st.result_types = results;
    st.regions = vec![r];
    let op = body.create_op(st);
    body.append_op(block, op);
    op
}

#[test]
fn registers_every_op() {
    let d = dialect();
    let mut names: Vec<&str> = d.ops.iter().map(|o| o.name).collect();
    assert_eq!(names.len(), 12);
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), 12, "op names are unique");
}

#[test]
fn for_loop_interfaces() {
    let ctx = context();
    let (idx, f32) = (ctx.index_type(), ctx.f32());
    let (mut body, block, args) = body_with_args(&ctx, &[idx, f32]);
    let (n, x) = (args[0], args[1]);
    let op = for_loop(
        &ctx,
        &mut body,
        block,
        vec![n, n, n, x],
        vec![f32],
        &[idx, f32],
        &[1],
    );
    assert!(strata_ir::verify(&ctx, &body, op).is_ok());
    let r = OpRef::new(&ctx, &body, op);
    let l = r.def().unwrap().interfaces.get::<LoopLikeOpInterface>().unwrap();
    let ivs = (l.induction_vars.unwrap())(r);
    assert_eq!(ivs.len(), 1);
    assert_eq!(body.value_type(ivs[0]), idx);
    assert_eq!((l.lower_bounds.unwrap())(r), vec![LoopBound::Value(n)]);
    assert_eq!((l.inits)(r), 3..4);
    assert_eq!((l.region_iter_args)(r).len(), 1);
    assert_eq!((l.yielded_values)(r).unwrap(), (l.region_iter_args)(r));
    assert_eq!(
        region_successors(r, RegionBranchPoint::Parent),
        vec![RegionSuccessor::Region(0), RegionSuccessor::Parent]
    );
    // The loop is as effect free as its body.
    assert!(is_memory_effect_free(r));
}

#[test]
fn for_loop_yield_mismatch_is_reported() {
    let ctx = context();
    let out = capture(&ctx);
    let (idx, f32) = (ctx.index_type(), ctx.f32());
    let (mut body, block, args) = body_with_args(&ctx, &[idx, f32]);
    let (n, x) = (args[0], args[1]);
    // The body yields the induction variable (index) for an f32 value.
    let op = for_loop(
        &ctx,
        &mut body,
        block,
        vec![n, n, n, x],
        vec![f32],
        &[idx, f32],
        &[0],
    );
    assert!(strata_ir::verify(&ctx, &body, op).is_err());
    let msgs = out.lock().unwrap().clone();
    assert_eq!(
        msgs[0],
        "'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'index'"
    );
}

#[test]
fn while_condition_forwards_its_arguments() {
    let ctx = context();
    let (i1, f32) = (ctx.i1(), ctx.f32());
    let (mut body, block, args) = body_with_args(&ctx, &[i1, f32]);
    let (c, x) = (args[0], args[1]);
    let loc = ctx.unknown_loc();
    let w = WhileOp::build(&mut OpBuilder::at_end(&ctx, &mut body, block), loc, &[f32], &[x]);
    let (before, after) = (w.before(&(&ctx, &body)), w.after(&(&ctx, &body)));
    // before: ^bb0(%a: f32): scf.condition(%c) %a
    let bb = body.create_block();
    body.append_block(before, bb);
    let a = body.add_block_arg(bb, f32, loc);
    let cond = ConditionOp::build(&mut OpBuilder::at_end(&ctx, &mut body, bb), loc, c, &[a]).op();
    // after: ^bb0(%b: f32): scf.yield %b
    let ab = body.create_block();
    body.append_block(after, ab);
    let b = body.add_block_arg(ab, f32, loc);
    YieldOp::build(&mut OpBuilder::at_end(&ctx, &mut body, ab), loc, &[b]);
    let op = w.op();
    assert!(strata_ir::verify(&ctx, &body, op).is_ok());
    let r = OpRef::new(&ctx, &body, op);
    let c = OpRef::new(&ctx, &body, cond);
    assert_eq!(forwarded_operands(c, RegionSuccessor::Parent), Some(1..2));
    assert_eq!(
        region_successors(r, RegionBranchPoint::Region(1)),
        vec![RegionSuccessor::Region(0)]
    );
    let l = r.def().unwrap().interfaces.get::<LoopLikeOpInterface>().unwrap();
    assert_eq!((l.region_iter_args)(r), vec![a]);
    assert_eq!((l.yielded_values)(r).unwrap(), vec![b]);
    assert!(l.induction_vars.is_none());
}

#[test]
fn forall_mixes_static_and_dynamic_bounds() {
    let ctx = context();
    let idx = ctx.index_type();
    let (mut body, block, args) = body_with_args(&ctx, &[idx]);
    let n = args[0];
    let loc = ctx.unknown_loc();
    let forall = ForallOp::build(
        &mut OpBuilder::at_end(&ctx, &mut body, block),
        loc,
        &[],
        &[],
        &[n],
        &[],
        &[],
        &[0, 0],
        &[strata_ir::DYNAMIC, 8],
        &[1, 1],
        None,
    );
    let r = forall.region(&(&ctx, &body));
    let b = body.create_block();
    body.append_block(r, b);
    let i = body.add_block_arg(b, idx, loc);
    let j = body.add_block_arg(b, idx, loc);
    let term = InParallelOp::build(&mut OpBuilder::at_end(&ctx, &mut body, b), loc);
    let inner = term.region(&(&ctx, &body));
    let ib = body.create_block();
    body.append_block(inner, ib);
    let op = forall.op();
    assert!(strata_ir::verify(&ctx, &body, op).is_ok());
    let f = OpRef::new(&ctx, &body, op);
    assert_eq!(forall_rank(f), 2);
    assert_eq!(
        forall_bounds(f, 1),
        vec![LoopBound::Value(n), LoopBound::Constant(8)]
    );
    let l = f.def().unwrap().interfaces.get::<LoopLikeOpInterface>().unwrap();
    assert_eq!((l.induction_vars.unwrap())(f), vec![i, j]);
    assert_eq!((l.steps.unwrap())(f), vec![LoopBound::Constant(1); 2]);
}
