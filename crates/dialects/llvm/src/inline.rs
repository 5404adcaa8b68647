//! The llvm dialect's inliner interface: `llvm.call`s to `llvm.func`s may
//! be inlined unless either is marked `no_inline` or the callee is
//! variadic; `llvm.return` becomes the call's results (one block) or an
//! `llvm.br` to the continuation block.

use strata_ir::inlining::DialectInlinerInterface;
use strata_ir::{BlockId, Body, Context, OpBuilder, OpId, OpRef, ValueId};

use super::{BrOp, CallOp, ReturnOp};

pub const INLINER: DialectInlinerInterface = DialectInlinerInterface {
    is_legal_to_inline_call: legal_call,
    handle_terminator: Some(return_values),
    handle_terminator_branch: Some(return_to_branch),
    ..DialectInlinerInterface::ALL_LEGAL
};

fn legal_call(call: OpRef<'_>, callable: OpRef<'_>, _cloned: bool) -> bool {
    let ctx = call.ctx;
    // Only llvm.call is inlined (not llvm.invoke).
    if CallOp::from_ref(call).is_none() {
        return false;
    }
    if call.attr("no_inline").is_some() || callable.attr("no_inline").is_some() {
        return false;
    }
    let variadic = callable
        .attr("function_type")
        .and_then(|a| ctx.type_attr_value(a))
        .and_then(|t| super::types::function_type_parts(ctx, t))
        .is_some_and(|(_, _, var_arg)| var_arg);
    !variadic && callable.attr("personality").is_none()
}

fn return_values(ctx: &Context, body: &Body, terminator: OpId) -> Vec<ValueId> {
    if !ReturnOp::isa(&(ctx, body), terminator) {
        return Vec::new();
    }
    body.operands(terminator).collect()
}

fn return_to_branch(ctx: &Context, body: &mut Body, terminator: OpId, dest: BlockId) {
    if !ReturnOp::isa(&(ctx, &*body), terminator) {
        return;
    }
    let loc = body.op_loc(terminator);
    let operands: Vec<ValueId> = body.operands(terminator).collect();
    let mut b = OpBuilder::new(ctx, body);
    b.set_insertion_point_before(terminator);
    BrOp::build(&mut b, loc, &operands, None, dest);
    body.erase_op(terminator);
}
