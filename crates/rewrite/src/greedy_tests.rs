//! Tests of the greedy driver.

use super::*;
use crate::{PatternRoot, RewritePattern};
use strata_ir::{DialectDef, OpDef, OpTraits, OperationState};

/// `t.neg(t.neg(x))` -> `x`.
struct DoubleNeg;
impl RewritePattern for DoubleNeg {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("t.neg")
    }
    fn debug_name(&self) -> &str {
        "double-neg"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let body = rw.body();
        let inner = body.operand(op, 0);
        let Some(def) = body.defining_op(inner) else {
            return false;
        };
        if body.op_name(def) != body.op_name(op) {
            return false;
        }
        let x = body.operand(def, 0);
        rw.replace_op(op, &[x]);
        true
    }
}

/// `t.wrap(x)` -> `t.neg(t.neg(x))`: grows the IR, so only a bounded
/// driver stops.
struct Grow;
impl RewritePattern for Grow {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op("t.wrap")
    }
    fn debug_name(&self) -> &str {
        "grow"
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let ctx = rw.ctx;
        let x = rw.body().operand(op, 0);
        let loc = rw.body().op_loc(op);
        rw.set_insertion_point(op);
        let mut st = OperationState::new(ctx.op_name("t.wrap"), loc);
        st.operands = vec![x];
        st.result_types = vec![ctx.i32()];
        let inner = rw.create(st);
        let v = rw.body().result(inner, 0);
        let mut st = OperationState::new(ctx.op_name("t.wrap"), loc);
        st.operands = vec![v];
        st.result_types = vec![ctx.i32()];
        rw.replace_op_with_new(op, st);
        true
    }
}

fn context() -> Context {
    let mut ctx = Context::new();
    let mut d = DialectDef::new("t");
    for name in ["t.neg", "t.wrap"] {
        d.ops.push(OpDef {
            traits: OpTraits::PURE,
            ..OpDef::new(name)
        });
    }
    ctx.register_dialect(d);
    ctx
}

fn un(ctx: &Context, body: &mut Body, b: strata_ir::BlockId, name: &str, x: ValueId) -> ValueId {
    let mut st = OperationState::new(ctx.op_name(name), ctx.unknown_loc());
    st.operands = vec![x];
    st.result_types = vec![ctx.i32()];
    let op = body.create_op(st);
    body.append_op(b, op);
    body.result(op, 0)
}

#[test]
fn folds_chains_and_erases_dead_ops() {
    let ctx = context();
    let (mut body, b) = Body::with_top_block();
    let x = body.add_block_arg(b, ctx.i32(), ctx.unknown_loc());
    // neg(neg(neg(neg(x)))) used by a sink; a dead neg on the side.
    let mut v = x;
    for _ in 0..4 {
        v = un(&ctx, &mut body, b, "t.neg", v);
    }
    let mut st = OperationState::new(ctx.op_name("u.sink"), ctx.unknown_loc());
    st.operands = vec![v];
    let sink = body.create_op(st);
    body.append_op(b, sink);
    un(&ctx, &mut body, b, "t.neg", x);

    let patterns = FrozenPatternSet::new(&ctx, vec![Box::new(DoubleNeg)]);
    let r = apply_patterns_greedily(&ctx, &mut body, &patterns, GreedyConfig::default());
    assert!(r.converged && r.changed);
    assert_eq!(body.operand(sink, 0), x);
    assert_eq!(body.block_ops(b).collect::<Vec<_>>(), [sink], "every neg is gone");
    body.check_invariants().expect("IR invariants hold");
}

#[test]
fn iteration_limit_stops_a_growing_rewrite() {
    let ctx = context();
    let (mut body, b) = Body::with_top_block();
    let x = body.add_block_arg(b, ctx.i32(), ctx.unknown_loc());
    let w = un(&ctx, &mut body, b, "t.wrap", x);
    let mut st = OperationState::new(ctx.op_name("u.sink"), ctx.unknown_loc());
    st.operands = vec![w];
    let sink = body.create_op(st);
    body.append_op(b, sink);
    let patterns = FrozenPatternSet::new(&ctx, vec![Box::new(Grow)]);
    let config = GreedyConfig {
        max_iterations: 2,
        max_rewrites: 3,
        ..GreedyConfig::default()
    };
    let r = apply_patterns_greedily(&ctx, &mut body, &patterns, config);
    assert!(!r.converged);
    assert_eq!(r.rewrites, 6, "three rewrites in each of two passes");
    body.check_invariants().expect("IR invariants hold");
}
