//! `llvm-legalize-for-export`: rewrites what the LLVM dialect accepts but
//! LLVM IR cannot express, before translation (MLIR's
//! `LegalizeForExport.cpp`).

use rustc_hash::FxHashMap;
use strata_dialect_llvm::debuginfo::legalize_expressions_in;
use strata_dialect_llvm::BrOp;
use strata_ir::{BlockId, Body, Context, IsolatedOpMut, LogicalResult, OpBuilder};
use strata_pass::Pass;

/// `llvm-legalize-for-export`: a terminator naming a block with arguments
/// more than once branches the second and later times to a new block
/// (appended to the region) that forwards its arguments there, since an
/// LLVM IR phi takes one value per predecessor; and the debug-info
/// expressions in attributes are legalized (consecutive fragments
/// merged). Applies to the op and every op nested in it, whatever their
/// dialect.
pub struct LegalizeForExport;

impl Pass for LegalizeForExport {
    fn argument(&self) -> &'static str {
        "llvm-legalize-for-export"
    }

    fn description(&self) -> &'static str {
        "Legalize LLVM dialect to be convertible to LLVM IR"
    }

    fn name(&self) -> &'static str {
        "LLVMLegalizeForExportPass"
    }

    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            introduces: &["llvm.br"],
            ..Default::default()
        }
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        legalize_body(ctx, op.body());
        if let Some(new) = op.properties().and_then(|p| legalize_expressions_in(ctx, p)) {
            op.set_properties(Some(new));
        }
        if let Some(new) = op.attr_dict().and_then(|d| legalize_expressions_in(ctx, d)) {
            op.set_attr_dict(Some(new));
        }
        Ok(())
    }
}

/// Legalizes the ops of `body` and of the bodies below it.
fn legalize_body(ctx: &Context, body: &mut Body) {
    let mut regions = body.root_regions().to_vec();
    let mut ops = Vec::new();
    for &r in body.root_regions() {
        for b in body.region_blocks(r) {
            for top in body.block_ops(b) {
                ops.extend(body.collect_post_order(top));
            }
        }
    }
    for &o in &ops {
        regions.extend_from_slice(body.regions_in_body(o));
    }
    for r in regions {
        let blocks: Vec<BlockId> = body.region_blocks(r).collect();
        for b in blocks {
            ensure_distinct_successors(ctx, body, b);
        }
    }
    for o in ops {
        if let Some(new) = body
            .op_properties(o)
            .and_then(|p| legalize_expressions_in(ctx, p))
        {
            body.set_op_properties(o, Some(new));
        }
        if let Some(new) = body.op_attr_dict(o).and_then(|d| legalize_expressions_in(ctx, d)) {
            body.set_op_attr_dict(o, Some(new));
        }
    }
    for (_, child) in body.child_bodies_mut() {
        legalize_body(ctx, child);
    }
}

/// Retargets the second and later occurrences of a successor with
/// arguments in `block`'s terminator to new forwarding blocks, in the
/// order the successors first occur.
fn ensure_distinct_successors(ctx: &Context, body: &mut Body, block: BlockId) {
    let Some(term) = body.last_op(block) else {
        return;
    };
    if body.successors(term).len() < 2 {
        return;
    }
    let mut positions: Vec<(BlockId, Vec<usize>)> = Vec::new();
    let mut index: FxHashMap<BlockId, usize> = FxHashMap::default();
    for (i, succ) in body.successors(term).enumerate() {
        if body.block_args(succ).is_empty() {
            continue;
        }
        let k = *index.entry(succ).or_insert_with(|| {
            positions.push((succ, Vec::new()));
            positions.len() - 1
        });
        positions[k].1.push(i);
    }
    let Some(region) = body.block_region(block) else {
        return;
    };
    let loc = body.op_loc(term);
    for (succ, at) in positions {
        for &i in at.iter().skip(1) {
            let dummy = body.create_block();
            body.append_block(region, dummy);
            let args: Vec<_> = body
                .block_args(succ)
                .iter()
                .map(|&a| (body.value_type(a), body.value_loc(a)))
                .collect();
            let forwarded: Vec<_> = args
                .into_iter()
                .map(|(t, l)| body.add_block_arg(dummy, t, l))
                .collect();
            body.set_successor(term, i, dummy);
            let mut b = OpBuilder::new(ctx, body);
            b.set_insertion_point_to_end(dummy);
            BrOp::build(&mut b, loc, &forwarded, None, succ);
        }
    }
}
