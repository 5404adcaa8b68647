//! The greedy pattern rewrite driver: applies patterns to the ops of a body
//! until nothing changes, erasing trivially dead ops along the way.

use rustc_hash::FxHashSet;
use strata_ir::interfaces::is_trivially_removable;
use strata_ir::{Body, Context, OpId, OpRef, ValueId, WalkResult};

use crate::{FrozenPatternSet, PatternRewriter, RewriteListener};

/// How the greedy driver works (MLIR's `GreedyRewriteConfig`).
#[derive(Copy, Clone, Debug)]
pub struct GreedyConfig {
    /// Seed the worklist in pre-order (true) or post-order (false).
    pub top_down: bool,
    /// Maximum number of passes over the IR; 0 for no limit.
    pub max_iterations: u32,
    /// Maximum number of rewrites per pass; 0 for no limit.
    pub max_rewrites: u64,
}

impl Default for GreedyConfig {
    fn default() -> Self {
        GreedyConfig {
            top_down: true,
            max_iterations: 10,
            max_rewrites: 0,
        }
    }
}

/// What the driver did.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct GreedyResult {
    /// Whether a fixed point was reached within the limits.
    pub converged: bool,
    /// Whether the IR changed.
    pub changed: bool,
    /// Patterns applied and dead ops erased.
    pub rewrites: u64,
}

/// The worklist: a stack of ops with a membership set, kept current by
/// the rewriter's notifications.
#[derive(Default)]
struct Worklist {
    stack: Vec<OpId>,
    members: FxHashSet<OpId>,
}

impl Worklist {
    fn push(&mut self, op: OpId) {
        if self.members.insert(op) {
            self.stack.push(op);
        }
    }

    fn pop(&mut self) -> Option<OpId> {
        while let Some(op) = self.stack.pop() {
            if self.members.remove(&op) {
                return Some(op);
            }
        }
        None
    }

    fn remove(&mut self, op: OpId) {
        self.members.remove(&op);
    }

    /// The defining ops of `values`, which may have become dead.
    fn push_defs(&mut self, body: &Body, values: impl Iterator<Item = ValueId>) {
        for v in values {
            if let Some(d) = body.defining_op(v) {
                self.push(d);
            }
        }
    }
}

impl RewriteListener for Worklist {
    fn op_inserted(&mut self, body: &Body, op: OpId) {
        for o in body.collect_post_order(op) {
            self.push(o);
        }
    }

    fn op_modified(&mut self, _body: &Body, op: OpId) {
        self.push(op);
    }

    fn op_replaced(&mut self, body: &Body, op: OpId, _values: &[ValueId]) {
        for r in body.results(op) {
            for (user, _) in body.uses(r) {
                self.push(user);
            }
        }
    }

    fn op_erased(&mut self, body: &Body, op: OpId) {
        self.remove(op);
        self.push_defs(body, body.operands(op));
    }
}

/// The ops of `body`'s root regions (not entering child bodies) in
/// pre-order or post-order.
fn collect_ops(body: &Body, top_down: bool) -> Vec<OpId> {
    let mut ops = Vec::with_capacity(body.num_ops());
    if top_down {
        body.walk_root_regions(&mut |op| {
            ops.push(op);
            WalkResult::Advance
        });
    } else {
        ops = body.collect_root_regions_post_order();
    }
    ops
}

/// Applies `patterns` greedily to the ops of `body` (its root regions and
/// the non-isolated regions below), iterating until a fixed point or the
/// configured limits.
pub fn apply_patterns_greedily(
    ctx: &Context,
    body: &mut Body,
    patterns: &FrozenPatternSet,
    config: GreedyConfig,
) -> GreedyResult {
    let mut result = GreedyResult::default();
    let mut iteration = 0u32;
    loop {
        iteration += 1;
        let mut worklist = Worklist::default();
        let mut ops = collect_ops(body, config.top_down);
        // The stack pops from the back: reverse so that the first op of
        // the traversal is processed first.
        ops.reverse();
        for op in ops {
            worklist.push(op);
        }
        let mut changed = false;
        let mut rewrites_this_pass = 0u64;
        while let Some(op) = worklist.pop() {
            if !body.is_live(op) {
                continue;
            }
            if config.max_rewrites != 0 && rewrites_this_pass >= config.max_rewrites {
                break;
            }
            // Trivially dead ops go first.
            if !body.op_has_uses(op) && is_trivially_removable(OpRef::new(ctx, body, op)) {
                let mut rw = PatternRewriter::new(ctx, body, &mut worklist);
                rw.erase_op(op);
                changed = true;
                rewrites_this_pass += 1;
                continue;
            }
            let name = body.op_name(op);
            for p in patterns.patterns_for(name) {
                let mut rw = PatternRewriter::new(ctx, body, &mut worklist);
                if p.match_and_rewrite(op, &mut rw) {
                    changed = true;
                    rewrites_this_pass += 1;
                    break;
                }
            }
        }
        result.rewrites += rewrites_this_pass;
        result.changed |= changed;
        if !changed {
            result.converged = true;
            return result;
        }
        if config.max_iterations != 0 && iteration >= config.max_iterations {
            result.converged = false;
            return result;
        }
    }
}

#[cfg(test)]
mod tests {
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
}
