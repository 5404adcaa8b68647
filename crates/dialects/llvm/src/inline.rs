//! The llvm dialect's inliner interface: `llvm.call`s to `llvm.func`s may
//! be inlined unless either is marked `no_inline` or the callee is
//! variadic; `llvm.return` becomes the call's results (one block) or an
//! `llvm.br` to the continuation block.

use strata_ir::inlining::DialectInlinerInterface;
use strata_ir::{BlockId, Body, Context, InsertPoint, OpId, OpRef, OperationState, ValueId};

pub const INLINER: DialectInlinerInterface = DialectInlinerInterface {
    is_legal_to_inline_call: legal_call,
    handle_terminator: Some(return_values),
    handle_terminator_branch: Some(return_to_branch),
    ..DialectInlinerInterface::ALL_LEGAL
};

fn legal_call(call: OpRef<'_>, callable: OpRef<'_>, _cloned: bool) -> bool {
    let ctx = call.ctx;
    // Only llvm.call is inlined (not llvm.invoke).
    if call.name_str() != "llvm.call" {
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
    if ctx.op_name_str(body.op_name(terminator)) != "llvm.return" {
        return Vec::new();
    }
    body.operands(terminator).collect()
}

fn return_to_branch(ctx: &Context, body: &mut Body, terminator: OpId, dest: BlockId) {
    if ctx.op_name_str(body.op_name(terminator)) != "llvm.return" {
        return;
    }
    let mut st = OperationState::new(ctx.op_name("llvm.br"), body.op_loc(terminator));
    st.operands = body.operands(terminator).collect();
    st.successors = vec![dest];
    let br = body.create_op(st);
    body.insert_op(InsertPoint::Before(terminator), br);
    body.erase_op(terminator);
}
