//! The transform dialect's IRDL extension: `transform.irdl.collect_matching`
//! finds the payload ops an IRDL operation definition accepts, without
//! registering the dialect it defines.

use strata_dialect_irdl::load::OperationMatcher;
use strata_dialect_transform::ops::OP_HANDLE;
use strata_dialect_transform::{interpreter::consumes_nothing, Dsf, Interp, TransformOpInterface};
use strata_ir::{Body, LogicalResult, OpId, OpRef, OpTraits};
use strata_ods::RegionConstraint;

strata_ods::op! {
    /// Returns the ops nested in the `root` payload ops (themselves
    /// included) that satisfy the one operation definition of the one
    /// `irdl.dialect` of the body, whatever their names.
    pub IrdlCollectMatchingOp(IRDL_COLLECT_MATCHING, "transform.irdl.collect_matching") {
        operands(root: single(OP_HANDLE))
        results(matched: single(OP_HANDLE))
        regions(body: single(RegionConstraint::Sized(1)))
        summary: "Finds ops that match the IRDL definition without registering them.",
        example: "module attributes {transform.with_named_sequence} {\n  transform.named_sequence @__transform_main(%root: !transform.any_op) {\n    %m = transform.irdl.collect_matching in %root : (!transform.any_op) -> (!transform.any_op) {\n    ^bb0(%arg: !transform.any_op):\n      irdl.dialect @test {\n        irdl.operation @whatever {\n          %0 = irdl.is i32\n          irdl.results(foo: %0)\n        }\n      }\n    }\n    transform.yield\n  }\n}",
        traits: OpTraits::SYMBOL_TABLE.union(OpTraits::NO_TERMINATOR),
        format: Some("`in` $root `:` functional-type(operands, results) attr-dict-with-keyword regions"),
        verify: Some(verify_collect_matching),
        interfaces: &[&TransformOpInterface {
            apply: apply_collect_matching,
            consumed: consumes_nothing,
            allows_repeated_handles: false,
        }],
    }
}

/// The single op of the single block of `op`'s first region, with the
/// body holding it; `None` when there is not exactly one.
fn single_nested_op(body: &Body, op: OpId) -> Option<Located<'_>> {
    let (b, regions) = body.op_regions(op);
    let block = b.region_entry(*regions.first()?)?;
    let mut ops = b.block_ops(block);
    let first = ops.next()?;
    ops.next().is_none().then_some((b, first))
}

/// An op with the body holding it.
type Located<'a> = (&'a Body, OpId);

/// The `irdl.dialect` of the body and its one `irdl.operation`, or the
/// message for what is not so.
fn definition(op: OpRef<'_>) -> Result<(Located<'_>, Located<'_>), &'static str> {
    let ctx = op.ctx;
    let Some((db, dialect)) = single_nested_op(op.body, op.id) else {
        return Err("expects a single operation in the body");
    };
    if ctx.op_name_str(db.op_name(dialect)) != "irdl.dialect" {
        return Err("expects the body operation to be irdl.dialect");
    }
    match single_nested_op(db, dialect) {
        Some((ob, o)) if ctx.op_name_str(ob.op_name(o)) == "irdl.operation" => Ok(((db, dialect), (ob, o))),
        _ => Err("expects IRDL to contain exactly one operation"),
    }
}

fn verify_collect_matching(op: OpRef<'_>) -> LogicalResult {
    definition(op).map(|_| ()).map_err(|m| op.emit_op_error(m))
}

fn apply_collect_matching(it: &mut Interp<'_, '_, '_>, script: &Body, op: OpId) -> Dsf {
    let ctx = it.ctx;
    let opref = OpRef::new(ctx, script, op);
    let matcher = match definition(opref) {
        Ok(((db, dialect), (ob, o))) => OperationMatcher::new(ctx, db, dialect, ob, o),
        Err(m) => return Dsf::definite(ctx, script.op_loc(op), m),
    };
    let mut matched = Vec::new();
    for root in it.operand_ops(script, op, 0) {
        // Post-order, as MLIR's walk.
        for target in it.payload.nested_ops(root, true, true) {
            let Some(body) = it.payload.body(target.body) else {
                continue;
            };
            if matcher.matches(OpRef::new(ctx, body, target.op)) {
                matched.push(target);
            }
        }
    }
    it.set_result_ops(script, op, 0, matched)
}
