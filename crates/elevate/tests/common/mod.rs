//! Helpers shared by the integration tests: parsing to the immutable IR
//! and printing it back through the mutable IR.

#![allow(dead_code)]

use strata::ir::Context;
use strata_elevate::{from_top_level, to_top_level, Block, Op};

/// The module op of `source`, parsed, verified and made immutable.
pub fn module(ctx: &Context, source: &str) -> Op {
    let body = strata::parse(ctx, "input.mlir", source).expect("the test input parses");
    let top = from_top_level(&body).expect("the test input converts");
    top.ops()[0].clone()
}

/// `module` printed (after conversion to the mutable IR, verified).
pub fn print(ctx: &Context, module: &Op) -> String {
    let body = to_top_level(&Block::new(vec![], vec![module.clone()])).expect("converts back");
    strata::verify(ctx, &body).expect("the rewritten IR verifies");
    strata::print(ctx, &body)
}

/// The ops directly in the first block of the first region of `op`.
pub fn body_ops(op: &Op) -> &[Op] {
    op.regions()[0].blocks()[0].ops()
}

/// The first `func.func` of a module.
pub fn first_func(ctx: &Context, module: &Op) -> Op {
    body_ops(module)
        .iter()
        .find(|o| ctx.op_name_str(o.name()) == "func.func")
        .expect("a function")
        .clone()
}
