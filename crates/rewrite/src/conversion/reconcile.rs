//! Folding chains of `builtin.unrealized_conversion_cast` ops (MLIR's
//! `reconcileUnrealizedCasts`), shared by the conversion driver and the
//! `reconcile-unrealized-casts` pass.

use rustc_hash::FxHashSet;
use strata_ir::builtin::UNREALIZED_CONVERSION_CAST;
use strata_ir::{Body, Context, OpId, OpName, ValueId, WalkResult};

/// The unrealized casts of `body` (root regions and the non-isolated
/// regions below), in post-order.
pub fn collect_unrealized_casts(ctx: &Context, body: &Body) -> Vec<OpId> {
    let cast = ctx.op_name(UNREALIZED_CONVERSION_CAST);
    let mut out = Vec::new();
    for op in body.collect_root_regions_post_order() {
        if body.op_name(op) == cast {
            out.push(op);
        }
    }
    out
}

/// The edits reconciliation makes, so that the conversion driver can
/// journal them and ignore uses by ops it has erased.
pub(crate) trait CastEditor {
    fn body(&self) -> &Body;
    /// Whether a result of `op` is used.
    fn is_used(&self, op: OpId) -> bool;
    /// Whether a result of `op` is used by an op outside `set`.
    fn used_outside(&self, op: OpId, set: &FxHashSet<OpId>) -> bool;
    fn erase(&mut self, op: OpId);
    /// Erases `ops`, which may use each other.
    fn erase_all(&mut self, ops: &[OpId]);
    fn replace_uses(&mut self, from: ValueId, to: ValueId);
}

impl CastEditor for Body {
    fn body(&self) -> &Body {
        self
    }
    fn is_used(&self, op: OpId) -> bool {
        self.op_has_uses(op)
    }
    fn used_outside(&self, op: OpId, set: &FxHashSet<OpId>) -> bool {
        self.results(op)
            .any(|r| self.uses(r).any(|(u, _)| !set.contains(&u)))
    }
    fn erase(&mut self, op: OpId) {
        self.erase_op(op);
    }
    fn erase_all(&mut self, ops: &[OpId]) {
        for &op in ops {
            self.drop_op_references(op);
        }
        for &op in ops {
            self.erase_op(op);
        }
    }
    fn replace_uses(&mut self, from: ValueId, to: ValueId) {
        self.replace_all_uses_with(from, to);
    }
}

/// Reconciles the casts `casts` of `body`: a cast without uses is erased,
/// and a cast whose chain of input casts (each producing exactly the next
/// one's inputs) starts from values of its own result types is replaced
/// by those values. Casts are processed from the back of `casts`; inputs
/// of a removed cast that are casts themselves are revisited. Then the
/// casts of `casts` that are not live (used by an op other than those
/// casts, or feeding a live one) are erased, which also removes cycles of
/// casts in graph regions. Returns the casts of `casts` that remain, in
/// their original order.
pub fn reconcile_unrealized_casts(ctx: &Context, body: &mut Body, casts: &[OpId]) -> Vec<OpId> {
    reconcile_with(ctx, body, casts)
}

pub(crate) fn reconcile_with(ctx: &Context, ed: &mut impl CastEditor, casts: &[OpId]) -> Vec<OpId> {
    let cast_name = ctx.op_name(UNREALIZED_CONVERSION_CAST);
    let mut stack: Vec<OpId> = Vec::with_capacity(casts.len());
    let mut queued: FxHashSet<OpId> = FxHashSet::default();
    for &c in casts {
        if queued.insert(c) {
            stack.push(c);
        }
    }
    let mut erased: FxHashSet<OpId> = FxHashSet::default();
    while let Some(op) = stack.pop() {
        queued.remove(&op);
        if !ed.is_used(op) {
            enqueue_input_casts(ed.body(), cast_name, op, &mut stack, &mut queued);
            erased.insert(op);
            ed.erase(op);
            continue;
        }
        let body = ed.body();
        let result_types: Vec<_> = body.result_types(op).collect();
        let mut next = Some(op);
        while let Some(c) = next {
            let body = ed.body();
            if body.operand_types(c).eq(result_types.iter().copied()) {
                let inputs: Vec<_> = body.operands(c).collect();
                // In a graph region the chain may lead back to `op`
                // itself: a cycle, left alone.
                if inputs.iter().any(|&v| body.defining_op(v) == Some(op)) {
                    break;
                }
                let results: Vec<_> = body.results(op).collect();
                enqueue_input_casts(body, cast_name, op, &mut stack, &mut queued);
                for (r, v) in results.into_iter().zip(inputs) {
                    ed.replace_uses(r, v);
                }
                erased.insert(op);
                ed.erase(op);
                break;
            }
            next = input_cast(body, cast_name, c);
        }
    }
    let remaining: Vec<OpId> = casts.iter().copied().filter(|c| !erased.contains(c)).collect();
    let set: FxHashSet<OpId> = remaining.iter().copied().collect();
    let mut live: FxHashSet<OpId> = FxHashSet::default();
    let mut work: Vec<OpId> = Vec::new();
    for &c in &remaining {
        if ed.used_outside(c, &set) {
            live.insert(c);
            work.push(c);
        }
    }
    while let Some(c) = work.pop() {
        let body = ed.body();
        for v in body.operands(c) {
            if let Some(d) = body.defining_op(v) {
                if set.contains(&d) && live.insert(d) {
                    work.push(d);
                }
            }
        }
    }
    let dead: Vec<OpId> = remaining.iter().copied().filter(|c| !live.contains(c)).collect();
    ed.erase_all(&dead);
    remaining.into_iter().filter(|c| live.contains(c)).collect()
}

/// The cast defining all inputs of cast `op`, in order, if there is one.
fn input_cast(body: &Body, cast_name: OpName, op: OpId) -> Option<OpId> {
    let first = body.operands(op).next()?;
    let def = body.defining_op(first)?;
    if body.op_name(def) != cast_name || !body.results(def).eq(body.operands(op)) {
        return None;
    }
    Some(def)
}

fn enqueue_input_casts(
    body: &Body,
    cast_name: OpName,
    op: OpId,
    stack: &mut Vec<OpId>,
    queued: &mut FxHashSet<OpId>,
) {
    for v in body.operands(op) {
        if let Some(d) = body.defining_op(v) {
            if body.op_name(d) == cast_name && queued.insert(d) {
                stack.push(d);
            }
        }
    }
}

/// Reconciles every unrealized cast of `body` and of the bodies of the
/// isolated ops nested in it; returns whether there was any (without casts
/// the IR is left as it was).
pub fn reconcile_all_unrealized_casts(ctx: &Context, body: &mut Body) -> bool {
    let casts = collect_unrealized_casts(ctx, body);
    let mut any = !casts.is_empty();
    reconcile_unrealized_casts(ctx, body, &casts);
    let mut stack = Vec::new();
    body.walk_root_regions(&mut |op| {
        if body.child_body(op).is_some() {
            stack.push(op);
        }
        WalkResult::Advance
    });
    for op in stack {
        if let Some(child) = body.child_body_mut(op) {
            any |= reconcile_all_unrealized_casts(ctx, child);
        }
    }
    any
}
