//! `transform-dialect-check-uses`: a static use-after-free analysis of
//! transform IR (Lücke, §6.3.4): a handle is allocated where it is
//! defined and freed by the transform that consumes it (or by the op whose
//! region consumes it); a use reachable from a free, along the control
//! flow of the transform regions, is reported as a possible use after free.

use rustc_hash::{FxHashMap, FxHashSet};
use strata_ir::{
    BlockId, Body, Context, Diagnostic, IsolatedOpMut, LogicalResult, OpId, OpRef, RegionId, ValueId,
};
use strata_pass::Pass;

use crate::interpreter::{Library, TransformOpInterface};

/// `transform-dialect-check-uses`.
#[derive(Clone, Debug, Default)]
pub struct CheckUsesPass;

/// Creates the pass.
pub fn create_check_uses_pass() -> Box<dyn Pass> {
    Box::new(CheckUsesPass)
}

/// The handles freed so far, each with the op that freed it.
type Freed = FxHashMap<ValueId, OpId>;

struct Checker<'a> {
    ctx: &'a Context,
    library: Library,
    /// Uses already reported (an op and an operand), so each is reported
    /// once.
    reported: FxHashSet<(OpId, usize)>,
}

impl Checker<'_> {
    /// The operands `op` consumes directly.
    fn consumed(&self, body: &Body, op: OpId) -> Vec<usize> {
        let opref = OpRef::new(self.ctx, body, op);
        opref
            .def()
            .and_then(|d| d.interfaces.get::<TransformOpInterface>())
            .map(|iface| (iface.consumed)(&self.library, opref))
            .unwrap_or_default()
    }

    /// The values defined outside `op` that ops nested in it consume.
    fn consumed_inside(&self, body: &Body, op: OpId, out: &mut Vec<ValueId>) {
        // An isolated op's regions are in its own body, and cannot use
        // values from outside anyway.
        if body.child_body(op).is_some() {
            return;
        }
        for &r in body.regions_in_body(op) {
            for b in body.region_blocks(r) {
                for inner in body.block_ops(b) {
                    for i in self.consumed(body, inner) {
                        let v = body.operand(inner, i);
                        if !is_defined_in(body, v, op) {
                            out.push(v);
                        }
                    }
                    self.consumed_inside(body, inner, out);
                }
            }
        }
    }

    /// Checks `op`'s operands against `freed`, then records what it frees.
    fn visit_op(&mut self, body: &Body, op: OpId, freed: &mut Freed, report: bool) {
        if report {
            for (i, v) in body.operands(op).enumerate() {
                // An op may have freed the handle itself, on an earlier
                // trip around a cycle of the control flow.
                if let Some(&by) = freed.get(&v) {
                    if self.reported.insert((op, i)) {
                        let mut d = Diagnostic::warning(
                            body.op_loc(op),
                            format!("operand #{i} may be used after free"),
                        );
                        d.attach_note(body.value_loc(v), "allocated here");
                        d.attach_note(body.op_loc(by), "freed here");
                        self.ctx.emit(d);
                    }
                }
            }
        }
        // Nested regions see what is freed before this op (those of
        // isolated ops are checked with their own body).
        let regions: &[RegionId] = if body.child_body(op).is_some() {
            &[]
        } else {
            body.regions_in_body(op)
        };
        for &r in regions {
            let mut inner = freed.clone();
            self.visit_region(body, r, &mut inner, report);
        }
        for i in self.consumed(body, op) {
            freed.entry(body.operand(op, i)).or_insert(op);
        }
        let mut inside = Vec::new();
        self.consumed_inside(body, op, &mut inside);
        for v in inside {
            freed.entry(v).or_insert(op);
        }
    }

    /// The blocks of `region` in a fixpoint over its control flow, then a
    /// reporting pass.
    fn visit_region(&mut self, body: &Body, region: RegionId, freed: &mut Freed, report: bool) {
        let blocks: Vec<BlockId> = body.region_blocks(region).collect();
        let mut entry: FxHashMap<BlockId, Freed> = FxHashMap::default();
        if let Some(&first) = blocks.first() {
            entry.insert(first, freed.clone());
        }
        // Iterate to a fixpoint without reporting; sets only grow.
        let mut changed = true;
        let mut rounds = 0;
        while changed && rounds <= blocks.len() + 1 {
            changed = false;
            rounds += 1;
            for &b in &blocks {
                let mut state = entry.get(&b).cloned().unwrap_or_default();
                for op in body.block_ops(b) {
                    self.visit_op(body, op, &mut state, false);
                }
                let succs: Vec<BlockId> = body
                    .last_op(b)
                    .map(|t| body.successors(t).collect())
                    .unwrap_or_default();
                for s in succs {
                    let e = entry.entry(s).or_default();
                    for (&v, &by) in &state {
                        if let std::collections::hash_map::Entry::Vacant(slot) = e.entry(v) {
                            slot.insert(by);
                            changed = true;
                        }
                    }
                }
            }
        }
        let mut exit = freed.clone();
        for &b in &blocks {
            let mut state = entry.get(&b).cloned().unwrap_or_default();
            for op in body.block_ops(b) {
                self.visit_op(body, op, &mut state, report);
            }
            for (v, by) in state {
                exit.entry(v).or_insert(by);
            }
        }
        *freed = exit;
    }
}

/// Whether `v` is defined in `op` (as a block argument of its regions or
/// the result of an op nested in it).
fn is_defined_in(body: &Body, v: ValueId, op: OpId) -> bool {
    let owner = match body.defining_op(v) {
        Some(d) => Some(d),
        None => body
            .value_parent_block(v)
            .and_then(|b| body.block_region(b))
            .and_then(|r| body.region_parent_op(r)),
    };
    owner.is_some_and(|o| o != op && body.is_ancestor(op, o))
        || owner == Some(op) && body.defining_op(v).is_none()
}

impl Pass for CheckUsesPass {
    fn argument(&self) -> &'static str {
        "transform-dialect-check-uses"
    }

    fn description(&self) -> &'static str {
        "warn about potential use-after-free in the transform dialect"
    }

    fn name(&self) -> &'static str {
        "CheckUsesPass"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let mut checker = Checker {
            ctx,
            library: Library::default(),
            reported: FxHashSet::default(),
        };
        check_body(&mut checker, op.body());
        Ok(())
    }
}

/// Checks the root regions of `body` and, through isolated ops, the bodies
/// nested in it.
fn check_body(checker: &mut Checker<'_>, body: &mut Body) {
    let roots: Vec<RegionId> = body.root_regions().to_vec();
    for r in roots {
        let mut freed = Freed::default();
        checker.visit_region(body, r, &mut freed, true);
    }
    for (_, child) in body.child_bodies_mut() {
        check_body(checker, child);
    }
}
