//! Collapsing of the dimensions of an `scf.parallel` (MLIR's
//! `collapseParallelLoops`) and the `test-scf-parallel-loop-collapsing`
//! pass that exercises it.
//!
//! Each dimension is first normalized to run from 0 to its trip count by
//! 1, its induction variable rebuilt from the normalized one at the start
//! of the body (`iv * step + lb`, an `affine.apply` composed and folded
//! with the constants it uses). Each group of dimensions then becomes one
//! dimension of the new loop, running over the product of the group's
//! trip counts; the body recovers each grouped induction variable by
//! `arith.remsi` and `arith.divsi` of the new one by the trip counts of
//! the dimensions listed after it in the group.

use strata_dialect_affine::{build_composed_folded_apply, ApplyValue};
use strata_dialect_utils::matchers::const_i64;
use strata_ir::affine::AffineMap;
use strata_ir::{Body, Context, InsertPoint, IsolatedOpMut, LogicalResult, OpId, ValueId};
use strata_pass::{int_list_option_text, parse_int_list_option, Pass};

use super::utils::{for_each_body, is_live_op, Builder, NotApplicable, ParallelLoop};

/// The trip count of a loop from `lb` to `ub` by `step` (index values),
/// `(ub - lb) ceildiv step`, created before the builder's point, folded to
/// a constant when the bounds are constants (MLIR's
/// `emitNormalizedLoopBounds` for `index`).
pub fn normalized_upper_bound(b: &mut Builder<'_>, lb: ValueId, ub: ValueId, step: ValueId) -> ValueId {
    let ctx = b.b.ctx;
    let (s0, s1, s2) = (ctx.affine_symbol(0), ctx.affine_symbol(1), ctx.affine_symbol(2));
    let map = AffineMap::new(0, 3, vec![ctx.affine_ceil_div(ctx.affine_sub(s1, s0), s2)]);
    let loc = b.loc;
    let operands = [
        ApplyValue::Value(lb),
        ApplyValue::Value(ub),
        ApplyValue::Value(step),
    ];
    match build_composed_folded_apply(&mut b.b, loc, &map, &operands) {
        ApplyValue::Value(v) => v,
        ApplyValue::Const(c) => b.index_constant(c),
    }
}

/// Rewrites the uses of the normalized induction variable `iv` (running
/// from 0 by 1) to `iv * step + lb`, computed at the start of `block`
/// (MLIR's `denormalizeInductionVariable` for `index`).
pub fn denormalize_induction_variable(
    ctx: &Context,
    body: &mut Body,
    block: strata_ir::BlockId,
    iv: ValueId,
    lb: ValueId,
    step: ValueId,
) {
    let loc = body.value_loc(iv);
    let mut b = Builder::new(ctx, body, loc);
    b.b.set_insertion_point_to_start(block);
    let (d0, s0, s1) = (ctx.affine_dim(0), ctx.affine_symbol(0), ctx.affine_symbol(1));
    let map = AffineMap::new(1, 2, vec![ctx.affine_add(ctx.affine_mul(d0, s1), s0)]);
    let operands = [
        ApplyValue::Value(iv),
        ApplyValue::Value(lb),
        ApplyValue::Value(step),
    ];
    let value = match build_composed_folded_apply(&mut b.b, loc, &map, &operands) {
        ApplyValue::Value(v) => v,
        ApplyValue::Const(c) => b.index_constant(c),
    };
    if value == iv {
        return;
    }
    let body = b.body();
    let identity = const_i64(ctx, body, lb) == Some(0) && const_i64(ctx, body, step) == Some(1);
    let preserved = if identity { None } else { body.defining_op(value) };
    body.replace_uses_with_if(iv, value, |_, user, _| Some(user) != preserved);
}

/// Collapses the dimensions of the `scf.parallel` `op` into one dimension
/// per group of `groups` (each a list of dimension indices; every
/// dimension must appear in a group), and returns the new loop, which
/// replaces `op`.
pub fn collapse_parallel_loops(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    groups: &[Vec<usize>],
) -> Result<OpId, NotApplicable> {
    let p = ParallelLoop::get(ctx, body, op).ok_or(NotApplicable("not an scf.parallel"))?;
    let n = p.lbs.len();
    if groups.is_empty() || groups.iter().any(|g| g.is_empty() || g.iter().any(|&d| d >= n)) {
        return Err(NotApplicable("the groups do not name the loop's dimensions"));
    }
    let mut covered = vec![false; n];
    for &d in groups.iter().flatten() {
        covered[d] = true;
    }
    if covered.contains(&false) {
        return Err(NotApplicable("a dimension is in no group"));
    }

    // Normalize each dimension.
    let ivs: Vec<ValueId> = p.ivs(body).to_vec();
    let mut normalized = Vec::with_capacity(n);
    for (i, &iv) in ivs.iter().enumerate() {
        let mut b = Builder::before(ctx, body, op);
        normalized.push(normalized_upper_bound(&mut b, p.lbs[i], p.ubs[i], p.steps[i]));
        denormalize_induction_variable(ctx, body, p.block, iv, p.lbs[i], p.steps[i]);
    }

    // The bounds of the combined dimensions.
    let mut b = Builder::before(ctx, body, op);
    let zero = b.index_constant(0);
    let one = b.index_constant(1);
    let mut ubs = Vec::with_capacity(groups.len());
    for g in groups {
        let mut sorted = g.clone();
        sorted.sort_unstable();
        let mut ub = b.index_constant(1);
        for &d in &sorted {
            ub = b.binary("arith.muli", ub, normalized[d]);
        }
        ubs.push(ub);
    }
    let (new_op, new_block) = b.parallel_loop(
        &vec![zero; groups.len()],
        &ubs,
        &vec![one; groups.len()],
        &p.inits,
    );

    // The original induction variables from the new ones.
    let new_ivs: Vec<ValueId> = b.body().block_args(new_block).to_vec();
    let placeholder = b.body().first_op(new_block);
    match placeholder {
        Some(t) => b.b.set_insertion_point_before(t),
        None => b.b.set_insertion_point_to_end(new_block),
    }
    // A dimension listed twice takes the value computed first.
    let mut replacements: Vec<Option<ValueId>> = vec![None; n];
    for (g, &new_iv) in groups.iter().zip(&new_ivs) {
        let mut previous = new_iv;
        for &d in g[1..].iter().rev() {
            let rem = b.binary("arith.remsi", previous, normalized[d]);
            replacements[d].get_or_insert(rem);
            previous = b.binary("arith.divsi", previous, normalized[d]);
        }
        replacements[g[0]].get_or_insert(previous);
    }
    // Every dimension is in a group.
    let replacements: Vec<ValueId> = replacements
        .iter()
        .zip(&ivs)
        .map(|(r, &iv)| r.unwrap_or(iv))
        .collect();
    let body = b.body();
    if let Some(t) = placeholder {
        body.erase_op(t);
    }
    body.merge_block_into(p.block, InsertPoint::End(new_block), &replacements);
    let results: Vec<ValueId> = body.results(op).collect();
    let new_results: Vec<ValueId> = body.results(new_op).collect();
    for (r, nr) in results.into_iter().zip(new_results) {
        body.replace_all_uses_with(r, nr);
    }
    body.erase_op(op);
    Ok(new_op)
}

/// `test-scf-parallel-loop-collapsing`: collapses every `scf.parallel`
/// into the (up to three) groups of dimensions its options list.
#[derive(Default)]
pub struct TestScfParallelLoopCollapsing {
    indices: [Vec<u32>; 3],
}

impl Pass for TestScfParallelLoopCollapsing {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &["scf.parallel"],
            removes: &[],
            introduces: &["scf.parallel", "scf.reduce", "affine.apply", "arith.*"],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "test-scf-parallel-loop-collapsing"
    }

    fn description(&self) -> &'static str {
        "Test parallel loops collapsing transformation"
    }

    fn name(&self) -> &'static str {
        "TestSCFParallelLoopCollapsing"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        let slot = match name {
            "collapsed-indices-0" => 0,
            "collapsed-indices-1" => 1,
            "collapsed-indices-2" => 2,
            _ => return Err(format!("no such option {name}")),
        };
        self.indices[slot] = parse_int_list_option(name, value, "uint")?;
        Ok(())
    }

    fn options_text(&self) -> String {
        let texts: Vec<String> = self
            .indices
            .iter()
            .enumerate()
            .map(|(i, l)| int_list_option_text(&format!("collapsed-indices-{i}"), l))
            .collect();
        texts.join(" ")
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        // The checks print their messages as MLIR's test pass does: on
        // standard error, without a diagnostic.
        let fail = |msg: &str| {
            eprint!("{msg}");
            Err(strata_ir::Failed)
        };
        let [i0, i1, i2] = &self.indices;
        if !i1.is_empty() && i0.is_empty() {
            return fail("collapsed-indices-1 specified but not collapsed-indices-0");
        }
        if !i2.is_empty() && i1.is_empty() {
            return fail("collapsed-indices-2 specified but not collapsed-indices-1");
        }
        let groups: Vec<Vec<usize>> = self
            .indices
            .iter()
            .filter(|l| !l.is_empty())
            .map(|l| l.iter().map(|&d| d as usize).collect())
            .collect();
        if groups.is_empty() {
            return fail(
                "No collapsed-indices were specified. This pass is only for testing and does not \
                 automatically collapse all parallel loops or similar.",
            );
        }
        let mut distinct: Vec<usize> = groups.iter().flatten().copied().collect();
        distinct.sort_unstable();
        distinct.dedup();
        if distinct.last() != Some(&(distinct.len() - 1)) {
            return fail("collapsed-indices arguments must include all values [0,N).");
        }
        let num_loops = distinct.len();
        for_each_body(ctx, op.body(), &|ctx, body| {
            let loops: Vec<OpId> = body
                .collect_root_regions_post_order()
                .into_iter()
                .filter(|&o| is_live_op(ctx, body, o, |ir, op| strata_dialect_scf::ParallelOp::isa(ir, op)))
                .collect();
            for l in loops {
                let Some(p) = ParallelLoop::get(ctx, body, l) else {
                    continue;
                };
                if p.lbs.len() != num_loops {
                    // Reported without failing the pass, as in MLIR.
                    let _ = strata_ir::OpRef::new(ctx, body, l).emit_op_error(format!(
                        "has {} iter args while this limited functionality testing pass was configured only \
                         for loops with exactly {num_loops} iter args.",
                        p.lbs.len()
                    ));
                    continue;
                }
                let _ = collapse_parallel_loops(ctx, body, l, &groups);
            }
        });
        Ok(())
    }
}
