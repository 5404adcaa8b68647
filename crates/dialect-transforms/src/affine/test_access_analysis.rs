//! `test-affine-access-analysis`: remarks, on each affine load and store,
//! the loops around it along which its access is invariant, and those
//! along which it is contiguous (only the innermost memref dimension
//! varies).

use strata_dialect_memref::layout::{is_identity_layout, memref_parts};
use strata_ir::{Body, Context, Diagnostic, IsolatedOpMut, LogicalResult, OpId, OpRef, OpTraits, WalkResult};
use strata_pass::Pass;

use super::access_analysis::{is_invariant_access, varying_memref_dim};
use super::dependence::MemRefAccess;
use super::loop_utils::AffineFor;

/// The `test-affine-access-analysis` pass.
#[derive(Clone, Debug, Default)]
pub struct TestAccessAnalysis;

/// The induction variables of the `affine.for` ops around `op` inside its
/// affine scope, outermost first.
fn enclosing_for_ivs(ctx: &Context, body: &Body, op: OpId) -> Vec<strata_ir::ValueId> {
    let mut ivs = Vec::new();
    let mut cur = op;
    while let Some(p) = body.parent_op(cur) {
        if ctx
            .op_def(body.op_name(p))
            .is_some_and(|d| d.traits.contains(OpTraits::AFFINE_SCOPE))
        {
            break;
        }
        if let Some(f) = AffineFor::get(ctx, body, p) {
            ivs.push(f.iv);
        }
        cur = p;
    }
    ivs.reverse();
    ivs
}

fn remark(ctx: &Context, op: OpRef<'_>, text: String) {
    ctx.emit_op_diagnostic(op, Diagnostic::remark(op.loc(), text));
}

fn analyze(ctx: &Context, body: &Body) {
    body.walk_root_regions_forward(&mut |o| {
        if let Some(access) = MemRefAccess::get_with_vectors(ctx, body, o) {
            let op = OpRef::new(ctx, body, o);
            let layout = memref_parts(ctx, body.value_type(access.memref)).and_then(|p| p.layout);
            let identity = is_identity_layout(ctx, layout);
            for (d, iv) in enclosing_for_ivs(ctx, body, o).into_iter().enumerate() {
                let contiguous = if identity {
                    varying_memref_dim(ctx, body, o, iv) == Some(Some(0))
                } else {
                    op.emit_error("NYI: non-trivial layout map");
                    false
                };
                if contiguous {
                    remark(ctx, op, format!("contiguous along loop {d}\n"));
                }
                if is_invariant_access(ctx, body, o, iv) {
                    remark(ctx, op, format!("invariant along loop {d}\n"));
                }
            }
        }
        if let Some(child) = body.child_body(o) {
            analyze(ctx, child);
        }
        WalkResult::Advance
    });
}

impl Pass for TestAccessAnalysis {
    fn argument(&self) -> &'static str {
        "test-affine-access-analysis"
    }

    fn description(&self) -> &'static str {
        "Tests affine memory access analysis utility"
    }

    fn name(&self) -> &'static str {
        "TestAccessAnalysis"
    }

    fn anchor(&self) -> Option<&'static str> {
        Some("func.func")
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        analyze(ctx, op.body_ref());
        Ok(())
    }
}
