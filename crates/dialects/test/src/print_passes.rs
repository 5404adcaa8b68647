//! The test passes that print what they see of the IR to standard
//! output, as MLIR's passes of those names do: `test-print-defuse` (each
//! op's operand producers and result users) and `test-print-nesting` (the
//! nesting of ops, regions and blocks).

use std::fmt::Write as _;

use strata_ir::{BlockId, Body, Context, IsolatedOpMut, LogicalResult, OpId, OpTraits, RegionId, ValueDef};
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
        strata_pass::write_output(out);
        Ok(())
    }
}

/// `test-print-nesting`.
#[derive(Default)]
pub struct TestPrintNesting;

/// What is left to print, with its indentation level.
enum Item<'b> {
    Op(&'b Body, OpId, usize),
    Region(&'b Body, RegionId, usize),
    Block(&'b Body, BlockId, usize),
}

fn indent(out: &mut String, level: usize) -> &mut String {
    for _ in 0..level {
        out.push_str("  ");
    }
    out
}

/// The successors a block's last op gives it: a terminator's, or an
/// unregistered op's (which may be one), as MLIR counts them.
fn block_successors(ctx: &Context, body: &Body, b: BlockId) -> usize {
    body.last_op(b).map_or(0, |last| {
        let may_terminate = ctx
            .op_def(body.op_name(last))
            .is_none_or(|d| d.traits.contains(OpTraits::TERMINATOR));
        if may_terminate {
            body.num_successors(last)
        } else {
            0
        }
    })
}

impl Pass for TestPrintNesting {
    fn argument(&self) -> &'static str {
        "test-print-nesting"
    }

    fn description(&self) -> &'static str {
        "Test various printing."
    }

    fn name(&self) -> &'static str {
        "(anonymous namespace)::TestPrintNestingPass"
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let mut out = String::new();
        op.with_standalone(|body, root| {
            // Pre-order without recursion: each item prints itself, then
            // queues what it holds, first item on top.
            let mut stack = vec![Item::Op(body, root, 0)];
            while let Some(item) = stack.pop() {
                match item {
                    Item::Op(b, o, level) => {
                        let _ = writeln!(
                            indent(&mut out, level),
                            "visiting op: '{}' with {} operands and {} results",
                            ctx.op_name_str(b.op_name(o)),
                            b.num_operands(o),
                            b.num_results(o)
                        );
                        let attrs =
                            strata_ir::function_interface::merged_attrs(strata_ir::OpRef::new(ctx, b, o));
                        if !attrs.is_empty() {
                            let _ = writeln!(indent(&mut out, level), "{} attributes:", attrs.len());
                            for (name, value) in attrs {
                                let _ = writeln!(
                                    indent(&mut out, level),
                                    " - '{}' : '{}'",
                                    ctx.ident_str(name),
                                    ctx.attr_to_string(value)
                                );
                            }
                        }
                        let (rb, regions) = b.op_regions(o);
                        let _ = writeln!(indent(&mut out, level), " {} nested regions:", regions.len());
                        stack.extend(regions.iter().rev().map(|&r| Item::Region(rb, r, level + 1)));
                    }
                    Item::Region(b, r, level) => {
                        let blocks: Vec<BlockId> = b.region_blocks(r).collect();
                        let _ = writeln!(indent(&mut out, level), "Region with {} blocks:", blocks.len());
                        stack.extend(blocks.into_iter().rev().map(|blk| Item::Block(b, blk, level + 1)));
                    }
                    Item::Block(b, blk, level) => {
                        let ops: Vec<OpId> = b.block_ops(blk).collect();
                        let _ = writeln!(
                            indent(&mut out, level),
                            "Block with {} arguments, {} successors, and {} operations",
                            b.block_args(blk).len(),
                            block_successors(ctx, b, blk),
                            ops.len()
                        );
                        stack.extend(ops.into_iter().rev().map(|o| Item::Op(b, o, level + 1)));
                    }
                }
            }
        });
        strata_pass::write_output(out);
        Ok(())
    }
}
