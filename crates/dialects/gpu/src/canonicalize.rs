//! Canonicalization of `gpu.wait`, as MLIR 22's patterns do: waits that
//! wait for nothing or give a token nobody uses go, a wait on one token is
//! that token, and a dependency on a wait that waits for nothing is
//! dropped.

use strata_ir::{Context, OpId};
use strata_rewrite::{PatternRewriter, PatternRoot, RewritePattern};

use crate::WAIT;

/// Whether `op` is a `gpu.wait` without dependencies.
fn is_wait_without_dependencies(rw: &PatternRewriter<'_>, op: Option<OpId>) -> bool {
    let body = rw.body();
    op.is_some_and(|o| crate::WaitOp::isa(rw, o) && body.num_operands(o) == 0)
}

/// Drops the dependencies on waits that wait for nothing (MLIR's
/// `EraseRedundantGpuWaitOpPairs`).
struct EraseRedundantWaitPairs;

impl RewritePattern for EraseRedundantWaitPairs {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(WAIT.name)
    }

    fn debug_name(&self) -> &str {
        "EraseRedundantGpuWaitOpPairs"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let body = rw.body();
        let operands: Vec<_> = body.operands(op).collect();
        let kept: Vec<_> = operands
            .iter()
            .copied()
            .filter(|&v| !is_wait_without_dependencies(rw, rw.body().defining_op(v)))
            .collect();
        if kept.len() == operands.len() {
            return false;
        }
        rw.modify_op_in_place(op, |b| b.set_operands(op, &kept));
        true
    }
}

/// Erases a wait without dependencies and token, or whose token is
/// unused, and replaces a wait on a single token by that token (MLIR's
/// `SimplifyGpuWaitOp`).
struct SimplifyWait;

impl RewritePattern for SimplifyWait {
    fn root(&self) -> PatternRoot {
        PatternRoot::Op(WAIT.name)
    }

    fn debug_name(&self) -> &str {
        "SimplifyGpuWaitOp"
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let body = rw.body();
        let deps: Vec<_> = body.operands(op).collect();
        let token = body.results(op).next();
        match (deps.as_slice(), token) {
            ([], None) => rw.erase_op(op),
            ([dep], Some(_)) => rw.replace_op(op, &[*dep]),
            (_, Some(t)) if !body.has_uses(t) => rw.erase_op(op),
            _ => return false,
        }
        true
    }
}

pub(crate) fn wait_patterns(_: &Context, patterns: &mut Vec<Box<dyn RewritePattern>>) {
    patterns.push(Box::new(EraseRedundantWaitPairs));
    patterns.push(Box::new(SimplifyWait));
}
