//! The func dialect's inliner interface: every func op may be inlined
//! except calls or functions marked `no_inline`; `func.return` becomes the
//! call's results (one block) or a `cf.br` to the continuation block.

use strata_ir::inlining::DialectInlinerInterface;
use strata_ir::{BlockId, Body, Context, InsertPoint, OpId, OpRef, OperationState, ValueId};

pub const INLINER: DialectInlinerInterface = DialectInlinerInterface {
    is_legal_to_inline_call: legal_call,
    handle_terminator: Some(return_values),
    handle_terminator_branch: Some(return_to_branch),
    ..DialectInlinerInterface::ALL_LEGAL
};

fn legal_call(call: OpRef<'_>, callable: OpRef<'_>, _cloned: bool) -> bool {
    let marked = |op: OpRef<'_>| op.attr("no_inline").is_some();
    let func_marked = callable.ctx.op_name_str(callable.name()) == super::FUNC && marked(callable);
    let call_marked = callable.ctx.op_name_str(call.name()) == super::CALL && marked(call);
    !func_marked && !call_marked
}

fn return_values(ctx: &Context, body: &Body, terminator: OpId) -> Vec<ValueId> {
    if ctx.op_name_str(body.op_name(terminator)) != super::RETURN {
        return Vec::new();
    }
    body.operands(terminator).collect()
}

fn return_to_branch(ctx: &Context, body: &mut Body, terminator: OpId, dest: BlockId) {
    if ctx.op_name_str(body.op_name(terminator)) != super::RETURN {
        return;
    }
    let mut st = OperationState::new(ctx.op_name("cf.br"), body.op_loc(terminator));
    st.operands = body.operands(terminator).collect();
    st.successors = vec![dest];
    let br = body.create_op(st);
    body.insert_op(InsertPoint::Before(terminator), br);
    body.erase_op(terminator);
}
