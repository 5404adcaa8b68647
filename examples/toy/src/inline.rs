//! The `toy` dialect's inliner interface (chapter 4): every toy op may be
//! inlined; a `toy.return` gives the inlined call its results; where a
//! call's argument types differ from the (generic) callee's, a `toy.cast`
//! converts them.

use strata::ir::inlining::DialectInlinerInterface;
use strata::ir::{Body, Context, InsertPoint, Location, OpBuilder, OpId, Type, ValueId};

use crate::dialect::{CastOp, ReturnOp};

// ANCHOR: inliner
/// The interface, registered with the dialect.
pub const INLINER: DialectInlinerInterface = DialectInlinerInterface {
    handle_terminator: Some(return_values),
    materialize_call_conversion: Some(cast),
    ..DialectInlinerInterface::ALL_LEGAL
};

fn return_values(ctx: &Context, body: &Body, terminator: OpId) -> Vec<ValueId> {
    match ReturnOp::cast(&(ctx, body), terminator) {
        Some(ret) => ret.input(&(ctx, body)).collect(),
        None => Vec::new(),
    }
}
// ANCHOR_END: inliner

fn cast(
    ctx: &Context,
    body: &mut Body,
    at: InsertPoint,
    value: ValueId,
    ty: Type,
    loc: Location,
) -> Option<ValueId> {
    let mut b = OpBuilder::new(ctx, body);
    match at {
        InsertPoint::Before(op) => b.set_insertion_point_before(op),
        InsertPoint::After(op) => b.set_insertion_point_after(op),
        InsertPoint::Start(block) => b.set_insertion_point_to_start(block),
        InsertPoint::End(block) => b.set_insertion_point_to_end(block),
    }
    let op = CastOp::build(&mut b, loc, ty, value);
    Some(b.body.result(op.op(), 0))
}
