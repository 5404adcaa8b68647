//! `test-print-defuse`: prints, for every op in post-order (the op the
//! pass runs on last), where its operands come from and who uses its
//! results, as MLIR's pass of that name does.

use std::fmt::Write as _;
use std::io::Write as _;

use strata_ir::{Body, Context, IsolatedOpMut, LogicalResult, OpId, ValueDef};
use strata_pass::Pass;

/// The pass.
#[derive(Default)]
pub struct TestPrintDefUse;

/// `op`'s report: its operands' producers, then its results' users (most
/// recent use first, MLIR's use-list order).
fn describe(ctx: &Context, body: &Body, op: OpId, out: &mut String) {
    let name = |o: OpId| ctx.op_name_str(body.op_name(o));
    let _ = writeln!(
        out,
        "Visiting op '{}' with {} operands:",
        name(op),
        body.num_operands(op)
    );
    for v in body.operands(op) {
        match body.value_def(v) {
            ValueDef::Result(producer, _) => {
                let _ = writeln!(out, "  - Operand produced by operation '{}'", name(producer));
            }
            ValueDef::BlockArg(_, index) => {
                let _ = writeln!(out, "  - Operand produced by Block argument, number {index}");
            }
            ValueDef::Placeholder => {}
        }
    }
    let _ = writeln!(out, "Has {} results:", body.num_results(op));
    for (i, r) in body.results(op).enumerate() {
        let users: Vec<OpId> = body.uses(r).map(|(user, _)| user).collect();
        let _ = write!(out, "  - Result {i}");
        match users.len() {
            0 => {
                let _ = writeln!(out, " has no uses");
                continue;
            }
            1 => {
                let _ = write!(out, " has a single use: ");
            }
            n => {
                let _ = writeln!(out, " has {n} uses:");
            }
        }
        for u in users {
            let _ = writeln!(out, "    - {}", name(u));
        }
    }
}

impl Pass for TestPrintDefUse {
    fn argument(&self) -> &'static str {
        "test-print-defuse"
    }

    fn description(&self) -> &'static str {
        "Test various printing."
    }

    fn name(&self) -> &'static str {
        "(anonymous namespace)::TestPrintDefUsePass"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let mut out = String::new();
        op.with_standalone(|body, root| {
            // Post-order without recursion: an op is reported once all
            // the ops of its regions (in whichever body holds them) are.
            let mut stack: Vec<(&Body, OpId, bool)> = vec![(body, root, false)];
            while let Some((b, o, expanded)) = stack.pop() {
                if expanded {
                    describe(ctx, b, o, &mut out);
                    continue;
                }
                stack.push((b, o, true));
                let (rb, regions) = b.op_regions(o);
                let inner: Vec<OpId> = regions
                    .iter()
                    .flat_map(|&r| rb.region_blocks(r))
                    .flat_map(|blk| rb.block_ops(blk))
                    .collect();
                stack.extend(inner.into_iter().rev().map(|i| (rb, i, false)));
            }
        });
        let mut stdout = std::io::stdout().lock();
        let _ = stdout.write_all(out.as_bytes());
        let _ = stdout.flush();
        Ok(())
    }
}
