//! The func dialect's inliner interface: every func op may be inlined
//! except calls or functions marked `no_inline`; `func.return` becomes the
//! call's results (one block) or a `cf.br` to the continuation block.

use strata_dialect_cf::BranchOp;
use strata_ir::inlining::DialectInlinerInterface;
use strata_ir::{BlockId, Body, Context, OpBuilder, OpId, OpRef, ValueId};

use super::{CallOp, FuncOp, ReturnOp};

pub const INLINER: DialectInlinerInterface = DialectInlinerInterface {
    is_legal_to_inline_call: legal_call,
    handle_terminator: Some(return_values),
    handle_terminator_branch: Some(return_to_branch),
    ..DialectInlinerInterface::ALL_LEGAL
};

fn legal_call(call: OpRef<'_>, callable: OpRef<'_>, _cloned: bool) -> bool {
    let func_marked = FuncOp::from_ref(callable).is_some_and(|f| f.no_inline(&callable));
    let call_marked = CallOp::from_ref(call).is_some_and(|c| c.no_inline(&call));
    !func_marked && !call_marked
}

fn return_values(ctx: &Context, body: &Body, terminator: OpId) -> Vec<ValueId> {
    match ReturnOp::cast(&(ctx, body), terminator) {
        Some(ret) => ret.operands(&(ctx, body)).collect(),
        None => Vec::new(),
    }
}

fn return_to_branch(ctx: &Context, body: &mut Body, terminator: OpId, dest: BlockId) {
    let Some(ret) = ReturnOp::cast(&(ctx, &*body), terminator) else {
        return;
    };
    let operands: Vec<ValueId> = ret.operands(&(ctx, &*body)).collect();
    let loc = body.op_loc(terminator);
    let mut b = OpBuilder::new(ctx, body);
    b.set_insertion_point_before(terminator);
    BranchOp::build(&mut b, loc, &operands, dest);
    body.erase_op(terminator);
}
