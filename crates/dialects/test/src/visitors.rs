//! `test-ir-visitors`: prints the order in which MLIR's IR walks visit
//! ops, blocks and regions (pre-order, post-order, reversed, in dominance
//! order, from a block or a region) and which of them walks that erase
//! what they visit would erase.
//!
//! Strata's walks never erase while walking (a pass collects, then
//! edits), so the erasing walks are computed on a snapshot of the IR: an
//! erased op or block is marked and skipped, a block's position and its
//! uses (branches from live ops) are those after the earlier erasures,
//! which is what MLIR's walks over a copy of the module see.

use std::fmt::Write as _;

use strata_ir::function_interface::CallableOpInterface;
use strata_ir::{Body, Context, IsolatedOpMut, LogicalResult, OpId};
use strata_pass::Pass;

/// An op of the snapshot.
struct OpNode {
    name: String,
    /// Module or function: the erasing walks "with skip" keep these and
    /// their blocks.
    keep: bool,
    walk_blocks: bool,
    walk_regions: bool,
    /// Successor blocks, by position in the enclosing region.
    successors: Vec<usize>,
    regions: Vec<Vec<BlockNode>>,
}

struct BlockNode {
    ops: Vec<OpNode>,
}

fn snapshot(ctx: &Context, body: &Body, op: OpId) -> OpNode {
    let name = ctx.op_name_str(body.op_name(op)).to_string();
    let keep = name == "builtin.module"
        || ctx
            .op_def(body.op_name(op))
            .is_some_and(|d| d.interfaces.get::<CallableOpInterface>().is_some());
    let block_pos = |b| {
        let r = body.block_region(b)?;
        body.region_blocks(r).position(|x| x == b)
    };
    let (rb, regions) = body.op_regions(op);
    OpNode {
        name,
        keep,
        walk_blocks: body.op_attr(ctx, op, "walk_blocks").is_some(),
        walk_regions: body.op_attr(ctx, op, "walk_regions").is_some(),
        successors: body.successors(op).filter_map(block_pos).collect(),
        regions: regions
            .iter()
            .map(|&r| {
                rb.region_blocks(r)
                    .map(|b| BlockNode {
                        ops: rb.block_ops(b).map(|o| snapshot(ctx, rb, o)).collect(),
                    })
                    .collect()
            })
            .collect(),
    }
}

#[derive(Copy, Clone, PartialEq)]
enum Order {
    Pre,
    Post,
}

/// How a walk iterates the blocks of a region and the ops of a block:
/// forward, reversed, or (the dominance iterators) the blocks reachable
/// from the entry in depth-first pre-order or its post-order reversed...
#[derive(Copy, Clone, PartialEq)]
enum Iteration {
    Forward,
    Reverse,
    ForwardDominance,
    ReverseDominance,
}

/// The block positions of `blocks` in the order `it` visits them.
fn block_order(blocks: &[BlockNode], it: Iteration) -> Vec<usize> {
    match it {
        Iteration::Forward => (0..blocks.len()).collect(),
        Iteration::Reverse => (0..blocks.len()).rev().collect(),
        Iteration::ForwardDominance | Iteration::ReverseDominance => {
            if blocks.is_empty() {
                return Vec::new();
            }
            // Depth-first from the entry, successors in order, iteratively.
            let succs = |b: usize| -> Vec<usize> {
                blocks[b]
                    .ops
                    .last()
                    .map(|t| t.successors.clone())
                    .unwrap_or_default()
            };
            let mut seen = vec![false; blocks.len()];
            let mut pre = Vec::new();
            let mut post = Vec::new();
            let mut stack = vec![(0usize, succs(0), 0usize)];
            seen[0] = true;
            pre.push(0);
            while let Some((b, ss, i)) = stack.last_mut() {
                if *i < ss.len() {
                    let s = ss[*i];
                    *i += 1;
                    if !seen[s] {
                        seen[s] = true;
                        pre.push(s);
                        let next = succs(s);
                        stack.push((s, next, 0));
                    }
                } else {
                    post.push(*b);
                    stack.pop();
                }
            }
            if it == Iteration::ForwardDominance {
                pre
            } else {
                post
            }
        }
    }
}

fn reversed(it: Iteration) -> bool {
    matches!(it, Iteration::Reverse | Iteration::ReverseDominance)
}

/// Visits the ops nested in `op` and `op` itself.
fn walk_ops(op: &OpNode, order: Order, it: Iteration, f: &mut dyn FnMut(&OpNode)) {
    if order == Order::Pre {
        f(op);
    }
    let mut regions: Vec<&Vec<BlockNode>> = op.regions.iter().collect();
    if reversed(it) {
        regions.reverse();
    }
    for blocks in regions {
        for b in block_order(blocks, it) {
            let ops: Vec<&OpNode> = if reversed(it) {
                blocks[b].ops.iter().rev().collect()
            } else {
                blocks[b].ops.iter().collect()
            };
            for inner in ops {
                walk_ops(inner, order, it, f);
            }
        }
    }
    if order == Order::Post {
        f(op);
    }
}

/// Visits the blocks nested in `op`: the callback gets the block's
/// position, its region's position and the op holding it.
fn walk_blocks(op: &OpNode, order: Order, it: Iteration, f: &mut dyn FnMut(usize, usize, &OpNode)) {
    let mut indices: Vec<usize> = (0..op.regions.len()).collect();
    if reversed(it) {
        indices.reverse();
    }
    for ri in indices {
        for b in block_order(&op.regions[ri], it) {
            walk_block(op, ri, b, order, it, f);
        }
    }
}

/// Visits block `b` of region `ri` of `parent` and the blocks nested in it.
fn walk_block(
    parent: &OpNode,
    ri: usize,
    b: usize,
    order: Order,
    it: Iteration,
    f: &mut dyn FnMut(usize, usize, &OpNode),
) {
    if order == Order::Pre {
        f(b, ri, parent);
    }
    let ops = &parent.regions[ri][b].ops;
    let ops: Vec<&OpNode> = if reversed(it) {
        ops.iter().rev().collect()
    } else {
        ops.iter().collect()
    };
    for inner in ops {
        walk_blocks(inner, order, it, f);
    }
    if order == Order::Post {
        f(b, ri, parent);
    }
}

/// Visits the regions nested in `op`: the callback gets the region's
/// position and the op holding it.
fn walk_regions(op: &OpNode, order: Order, it: Iteration, f: &mut dyn FnMut(usize, &OpNode)) {
    let mut indices: Vec<usize> = (0..op.regions.len()).collect();
    if reversed(it) {
        indices.reverse();
    }
    for ri in indices {
        walk_region(op, ri, order, it, f);
    }
}

fn walk_region(op: &OpNode, ri: usize, order: Order, it: Iteration, f: &mut dyn FnMut(usize, &OpNode)) {
    if order == Order::Pre {
        f(ri, op);
    }
    for b in block_order(&op.regions[ri], it) {
        let ops = &op.regions[ri][b].ops;
        let ops: Vec<&OpNode> = if reversed(it) {
            ops.iter().rev().collect()
        } else {
            ops.iter().collect()
        };
        for inner in ops {
            walk_regions(inner, order, it, f);
        }
    }
    if order == Order::Post {
        f(ri, op);
    }
}

fn block_line(verb: &str, b: usize, ri: usize, parent: &OpNode) -> String {
    format!(
        "{verb} block ^bb{b} from region {ri} from operation '{}'\n",
        parent.name
    )
}

/// Erasure state of a snapshot: which blocks of each region are gone.
/// Ops are erased only by the op walks, which print nothing that depends
/// on what was erased before.
struct Erasing<'a> {
    out: &'a mut String,
    keep_modules_and_functions: bool,
}

impl Erasing<'_> {
    /// The op erasure walks: pre-order skips what it erased, post-order
    /// erases bottom-up.
    fn ops(&mut self, op: &OpNode, order: Order) {
        let erase = !(self.keep_modules_and_functions && op.keep);
        if order == Order::Pre && erase {
            let _ = writeln!(self.out, "Erasing op '{}'", op.name);
            return;
        }
        for blocks in &op.regions {
            for b in blocks {
                for inner in &b.ops {
                    self.ops(inner, order);
                }
            }
        }
        if order == Order::Post && erase {
            let _ = writeln!(self.out, "Erasing op '{}'", op.name);
        }
    }

    /// The block erasure walks over the blocks nested in `op`.
    fn blocks(&mut self, op: &OpNode, order: Order) {
        for (ri, blocks) in op.regions.iter().enumerate() {
            let mut erased = vec![false; blocks.len()];
            for b in 0..blocks.len() {
                if order == Order::Pre && self.visit(op, ri, blocks, &mut erased, b) {
                    continue;
                }
                for inner in &blocks[b].ops {
                    self.blocks(inner, order);
                }
                if order == Order::Post {
                    self.visit(op, ri, blocks, &mut erased, b);
                }
            }
        }
    }

    /// Visits block `b` of region `ri` of `parent`: erases it unless it is
    /// kept or still branched to; returns whether it was erased.
    fn visit(
        &mut self,
        parent: &OpNode,
        ri: usize,
        blocks: &[BlockNode],
        erased: &mut [bool],
        b: usize,
    ) -> bool {
        if self.keep_modules_and_functions && parent.keep {
            return false;
        }
        let position = erased[..b].iter().filter(|&&e| !e).count();
        let used = (0..blocks.len())
            .any(|p| !erased[p] && blocks[p].ops.last().is_some_and(|t| t.successors.contains(&b)));
        if used {
            let _ = writeln!(
                self.out,
                "Cannot erase block ^bb{position} from region {ri} from operation '{}', still has uses",
                parent.name
            );
            return false;
        }
        self.out.push_str(&block_line("Erasing", position, ri, parent));
        erased[b] = true;
        true
    }
}

/// The pass.
#[derive(Default)]
pub struct TestIrVisitors;

impl Pass for TestIrVisitors {
    fn argument(&self) -> &'static str {
        "test-ir-visitors"
    }
    fn description(&self) -> &'static str {
        "Test various visitors."
    }
    fn name(&self) -> &'static str {
        "(anonymous namespace)::TestIRVisitorsPass"
    }
    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let root = op.with_standalone(|body, o| snapshot(ctx, body, o));
        let mut out = String::new();
        let op_line = |out: &mut String, o: &OpNode| {
            let _ = writeln!(out, "Visiting op '{}'", o.name);
        };
        let region_line = |out: &mut String, ri: usize, o: &OpNode| {
            let _ = writeln!(out, "Visiting region {ri} from operation '{}'", o.name);
        };
        for (title, order, it) in [
            ("pre-order visits", Order::Pre, Iteration::Forward),
            ("post-order visits", Order::Post, Iteration::Forward),
            ("reverse post-order visits", Order::Post, Iteration::Reverse),
        ] {
            let _ = writeln!(out, "Op {title}");
            walk_ops(&root, order, it, &mut |o| op_line(&mut out, o));
            let _ = writeln!(out, "Block {title}");
            walk_blocks(&root, order, it, &mut |b, ri, p| {
                out.push_str(&block_line("Visiting", b, ri, p))
            });
            let _ = writeln!(out, "Region {title}");
            walk_regions(&root, order, it, &mut |ri, o| region_line(&mut out, ri, o));
        }
        // The dominance-ordered walks start at each op the module holds
        // (its functions), each with its own headings, as MLIR's pass does.
        for t in root.regions.iter().flatten().flat_map(|b| &b.ops) {
            for (title, it) in [
                ("forward dominance post-order visits", Iteration::ForwardDominance),
                ("reverse dominance post-order visits", Iteration::ReverseDominance),
            ] {
                let _ = writeln!(out, "Op {title}");
                walk_ops(t, Order::Post, it, &mut |o| op_line(&mut out, o));
                let _ = writeln!(out, "Block {title}");
                walk_blocks(t, Order::Post, it, &mut |b, ri, p| {
                    out.push_str(&block_line("Visiting", b, ri, p))
                });
                let _ = writeln!(out, "Region {title}");
                walk_regions(t, Order::Post, it, &mut |ri, o| region_line(&mut out, ri, o));
            }
        }
        // Walks started from the blocks and regions of marked ops.
        for (title, order) in [("pre-order", Order::Pre), ("post-order", Order::Post)] {
            let _ = writeln!(out, "Invoke block {title} visits on blocks");
            walk_ops(&root, Order::Pre, Iteration::Forward, &mut |o| {
                if !o.walk_blocks {
                    return;
                }
                for (ri, blocks) in o.regions.iter().enumerate() {
                    for b in 0..blocks.len() {
                        walk_block(o, ri, b, order, Iteration::Forward, &mut |b, ri, p| {
                            out.push_str(&block_line("Visiting", b, ri, p))
                        });
                    }
                }
            });
        }
        for (title, order) in [("pre-order", Order::Pre), ("post-order", Order::Post)] {
            let _ = writeln!(out, "Invoke region {title} visits on region");
            walk_ops(&root, Order::Pre, Iteration::Forward, &mut |o| {
                if !o.walk_regions {
                    return;
                }
                for ri in 0..o.regions.len() {
                    walk_region(o, ri, order, Iteration::Forward, &mut |ri, p| {
                        region_line(&mut out, ri, p)
                    });
                }
            });
        }
        for (title, order, keep) in [
            ("Op pre-order erasures (skip)", Order::Pre, true),
            ("Block pre-order erasures (skip)", Order::Pre, true),
            ("Op post-order erasures (skip)", Order::Post, true),
            ("Block post-order erasures (skip)", Order::Post, true),
            ("Op post-order erasures (no skip)", Order::Post, false),
            ("Block post-order erasures (no skip)", Order::Post, false),
        ] {
            let _ = writeln!(out, "{title}");
            let mut erasing = Erasing {
                out: &mut out,
                keep_modules_and_functions: keep,
            };
            if title.starts_with("Op") {
                erasing.ops(&root, order);
            } else {
                erasing.blocks(&root, order);
            }
        }
        strata_pass::write_output(out);
        Ok(())
    }
}
