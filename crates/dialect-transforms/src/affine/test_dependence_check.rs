//! `test-memref-dependence-check`: reports, as remarks on the source
//! access, whether each affine load or store depends on each other one at
//! every loop depth they share (plus one), with the distance bounds of
//! the common loops.

use strata_ir::{Body, Context, Diagnostic, IsolatedOpMut, LogicalResult, OpId, OpRef, WalkResult};
use strata_pass::Pass;

use super::dependence::{check_memref_access_dependence, num_common_loops, Dependence, MemRefAccess};

/// The `test-memref-dependence-check` pass: reports, as remarks, the dependences between each pair of affine accesses to a memref.
#[derive(Clone, Debug, Default)]
pub struct TestMemRefDependenceCheck;

/// The affine loads and stores of `body` and of the bodies nested in it,
/// in program order, with the body holding each.
fn collect<'a>(ctx: &Context, body: &'a Body, out: &mut Vec<(&'a Body, OpId)>) {
    body.walk_root_regions_forward(&mut |o| {
        if MemRefAccess::get(ctx, body, o).is_some() {
            out.push((body, o));
        }
        if let Some(child) = body.child_body(o) {
            collect(ctx, child, out);
        }
        WalkResult::Advance
    });
}

impl Pass for TestMemRefDependenceCheck {
    fn argument(&self) -> &'static str {
        "test-memref-dependence-check"
    }

    fn description(&self) -> &'static str {
        "Checks dependences between all pairs of memref accesses."
    }

    fn name(&self) -> &'static str {
        "TestMemRefDependenceCheck"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let body = op.body_ref();
        let mut accesses = Vec::new();
        collect(ctx, body, &mut accesses);
        for (i, &(sb, s)) in accesses.iter().enumerate() {
            let Some(src) = MemRefAccess::get(ctx, sb, s) else {
                continue;
            };
            for (j, &(db, d)) in accesses.iter().enumerate() {
                let same_body = std::ptr::eq(sb, db);
                let common = if same_body {
                    num_common_loops(ctx, sb, s, d)
                } else {
                    0
                };
                for depth in 1..=common + 1 {
                    let text = if !same_body {
                        "false".to_string()
                    } else {
                        let Some(dst) = MemRefAccess::get(ctx, db, d) else {
                            continue;
                        };
                        match check_memref_access_dependence(ctx, sb, &src, &dst, depth) {
                            Dependence::None => "false".to_string(),
                            Dependence::Has(c) if depth <= common && !c.is_empty() => c
                                .iter()
                                .map(|c| {
                                    let lb = c.lb.map_or("-inf".to_string(), |v| v.to_string());
                                    let ub = c.ub.map_or("+inf".to_string(), |v| v.to_string());
                                    format!("[{lb}, {ub}]")
                                })
                                .collect(),
                            _ => "true".to_string(),
                        }
                    };
                    // A remark quotes the op in its custom form, as MLIR's
                    // `emitRemark` does.
                    let o = OpRef::new(ctx, sb, s);
                    let mut diag = Diagnostic::remark(
                        o.loc(),
                        format!("dependence from {i} to {j} at depth {depth} = {text}"),
                    );
                    ctx.attach_custom_op_note(o, &mut diag);
                    ctx.emit(diag);
                }
            }
        }
        Ok(())
    }
}
