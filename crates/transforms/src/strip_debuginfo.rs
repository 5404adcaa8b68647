//! `strip-debuginfo`: replaces every location with `loc(unknown)`.

use strata_ir::{Body, Context, IsolatedOpMut, Location, LogicalResult, OpId, RegionId, ValueId};
use strata_pass::Pass;

/// The `strip-debuginfo` pass: replaces every location with `loc(unknown)`.
pub struct StripDebugInfo;

impl Pass for StripDebugInfo {
    fn argument(&self) -> &'static str {
        "strip-debuginfo"
    }

    fn description(&self) -> &'static str {
        "Strip debug info from all operations"
    }

    fn name(&self) -> &'static str {
        "StripDebugInfo"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let unknown = ctx.unknown_loc();
        op.set_loc(unknown);
        strip(op.body(), unknown);
        Ok(())
    }
}

/// Strips the ops and block arguments of `body` and of the bodies nested
/// in it.
fn strip(body: &mut Body, unknown: Location) {
    let mut ops: Vec<OpId> = Vec::new();
    let mut args: Vec<ValueId> = Vec::new();
    for r in body.root_regions().to_vec() {
        collect(body, r, &mut ops, &mut args);
    }
    for op in ops {
        body.set_op_loc(op, unknown);
        if let Some(child) = body.child_body_mut(op) {
            strip(child, unknown);
        }
    }
    for a in args {
        body.set_block_arg_loc(a, unknown);
    }
}

/// The ops and block arguments of region `r`, through non-isolated ops.
fn collect(body: &Body, r: RegionId, ops: &mut Vec<OpId>, args: &mut Vec<ValueId>) {
    for b in body.region_blocks(r) {
        args.extend_from_slice(body.block_args(b));
        for op in body.block_ops(b) {
            ops.push(op);
            if body.child_body(op).is_none() {
                for &inner in body.regions_in_body(op) {
                    collect(body, inner, ops, args);
                }
            }
        }
    }
}
