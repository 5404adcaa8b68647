//! `affine-loop-invariant-code-motion`: moves the ops of an `affine.for`
//! body that compute the same thing in every iteration before the loop,
//! innermost loops first.
//!
//! An op is invariant when no operand is the induction variable, an
//! iteration argument, or the result of a body op that stays; when it has
//! no memory effects or is an affine load or store whose memref no other
//! op in the loop writes (nor, for a store, reads); and, for `affine.if`,
//! `affine.for` and `affine.parallel`, when every op nested in it is
//! invariant by the same rules. Aliasing is not considered, as in MLIR.

use rustc_hash::FxHashSet;
use strata_ir::interfaces::{is_memory_effect_free, memory_effects, EffectKind};
use strata_ir::{Body, Context, InsertPoint, IsolatedOpMut, LogicalResult, OpId, OpRef, ValueDef};
use strata_pass::Pass;

use super::loop_utils::{is_affine_for, AffineFor};

/// The `affine-loop-invariant-code-motion` pass: hoists ops that do not depend on an `affine.for`'s iterations out of it.
#[derive(Clone, Debug, Default)]
pub struct AffineLoopInvariantCodeMotion;

impl Pass for AffineLoopInvariantCodeMotion {
    fn argument(&self) -> &'static str {
        "affine-loop-invariant-code-motion"
    }

    fn description(&self) -> &'static str {
        "Hoist loop invariant instructions outside of affine loops"
    }

    fn name(&self) -> &'static str {
        "AffineLoopInvariantCodeMotion"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let body = op.body();
        let loops: Vec<OpId> = body
            .collect_root_regions_post_order()
            .into_iter()
            .filter(|&o| is_affine_for(ctx, body, o))
            .collect();
        for l in loops {
            hoist_loop_invariants(ctx, body, l);
        }
        Ok(())
    }
}

/// Moves the invariant ops of the body of the `affine.for` `op` before it,
/// in order. Returns how many moved.
pub fn hoist_loop_invariants(ctx: &Context, body: &mut Body, op: OpId) -> usize {
    let Some(f) = AffineFor::get(ctx, body, op) else {
        return 0;
    };
    let mut st = State {
        with_users: FxHashSet::default(),
        hoisted: FxHashSet::default(),
        f: &f,
    };
    let mut to_move = Vec::new();
    for o in f.body_ops(body) {
        if body.results(o).any(|r| body.has_uses(r)) {
            st.with_users.insert(o);
        }
        if st.is_invariant(ctx, body, o) {
            to_move.push(o);
        }
    }
    for &o in &to_move {
        body.move_op(o, InsertPoint::Before(op));
    }
    to_move.len()
}

struct State<'a> {
    /// Ops of the loop whose results are used.
    with_users: FxHashSet<OpId>,
    /// Ops found invariant.
    hoisted: FxHashSet<OpId>,
    f: &'a AffineFor,
}

fn name_is(ctx: &Context, body: &Body, op: OpId, names: &[&str]) -> bool {
    names.contains(&ctx.op_name_str(body.op_name(op)))
}

const READS: &[&str] = &["affine.load", "affine.vector_load"];
const WRITES: &[&str] = &["affine.store", "affine.vector_store"];

impl State<'_> {
    fn is_invariant(&mut self, ctx: &Context, body: &Body, op: OpId) -> bool {
        let is_read = name_is(ctx, body, op, READS);
        let is_write = name_is(ctx, body, op, WRITES);
        if name_is(ctx, body, op, &["affine.if", "affine.for", "affine.parallel"]) {
            if !self.nested_invariant(ctx, body, op) {
                return false;
            }
        } else if is_read || is_write {
            if body.results(op).any(|r| body.has_uses(r)) {
                self.with_users.insert(op);
            }
            let memref = body.operand(op, if is_read { 0 } else { 1 });
            for (user, _) in body.uses(memref) {
                if user == op {
                    continue;
                }
                let conflicting = match memory_effects(OpRef::new(ctx, body, user)) {
                    Some(effects) => effects.iter().any(|e| {
                        let on = e.value.is_none_or(|v| v == memref);
                        on && (e.kind == EffectKind::Write || (e.kind == EffectKind::Read && is_write))
                    }),
                    None => true,
                };
                if conflicting && body.is_ancestor(self.f.op, user) {
                    return false;
                }
            }
        } else if !is_memory_effect_free(OpRef::new(ctx, body, op)) {
            return false;
        }
        for v in body.operands(op) {
            if v == self.f.iv || self.f.iter_args.contains(&v) {
                return false;
            }
            if let ValueDef::Result(def, _) = body.value_def(v) {
                if self.with_users.contains(&def) && !self.hoisted.contains(&def) {
                    return false;
                }
            }
        }
        self.hoisted.insert(op);
        true
    }

    /// Whether every op in the regions of `op` is invariant.
    fn nested_invariant(&mut self, ctx: &Context, body: &Body, op: OpId) -> bool {
        let (rb, regions) = body.op_regions(op);
        if !std::ptr::eq(rb, body) {
            return false;
        }
        for &r in regions {
            for b in body.region_blocks(r) {
                let ops: Vec<OpId> = body.block_ops(b).collect();
                for o in ops {
                    if !self.is_invariant(ctx, body, o) {
                        return false;
                    }
                }
            }
        }
        true
    }
}
