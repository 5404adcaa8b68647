//! Unrolling of `scf.parallel` loops by a factor per dimension (MLIR's
//! `parallelLoopUnrollByFactors`) and the `test-parallel-loop-unrolling`
//! pass that exercises it.
//!
//! Unrolling dimension `d` by `u` multiplies its step by `u` and repeats
//! the body `u` times, copy `i` reading its induction variable as
//! `iv + i * step` (an `affine.apply`). Only loops whose bounds and steps
//! are constants and whose trip counts the factors divide are unrolled,
//! and only loops without reductions (MLIR also unrolls those, reducing
//! only the last copy's values); the others are left as they are.

use strata_ir::affine::AffineMap;
use strata_ir::{Body, Context, IsolatedOpMut, LogicalResult, OpId, ValueId};
use strata_pass::{int_list_option_text, parse_bool_option, parse_int_list_option, Pass};

use super::loop_unroll::{
    annotate_unrolled_iteration, generate_unrolled_loop, nesting_depth, AnnotateFn, UnrolledBody,
};
use super::utils::{for_each_body, is_live_op, static_trip_count, Builder, NotApplicable, ParallelLoop};
use strata_dialect_utils::matchers::const_i64;

/// Unrolls the `scf.parallel` `op` by `factors`, which apply to its
/// innermost dimensions when there are fewer factors than dimensions.
/// Fails, changing nothing, when a factor is 0, there are more factors
/// than dimensions, the loop has reductions, all factors are 1, the body is empty, a bound or step
/// is not a constant, or a factor does not divide its dimension's trip
/// count.
pub fn parallel_loop_unroll_by_factors(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    factors: &[u64],
    annotate: Option<AnnotateFn<'_>>,
) -> Result<(), NotApplicable> {
    let p = ParallelLoop::get(ctx, body, op).ok_or(NotApplicable("not an scf.parallel"))?;
    let n = p.lbs.len();
    if factors.is_empty() || factors.len() > n || factors.contains(&0) {
        return Err(NotApplicable(
            "expected between 1 and one positive factor per dimension",
        ));
    }
    if !p.inits.is_empty() {
        // Each copy of the body would produce its own values to reduce,
        // which one `scf.reduce` cannot take.
        return Err(NotApplicable("loops with reductions are not supported"));
    }
    if factors.iter().all(|&f| f == 1) {
        return Err(NotApplicable("unrolling not applied if all factors are 1"));
    }
    if body.first_op(p.block) == Some(p.terminator) {
        return Err(NotApplicable("cannot unroll an empty loop body"));
    }
    let first = n - factors.len();
    let mut steps = Vec::with_capacity(n);
    for i in 0..n {
        let step =
            const_i64(ctx, body, p.steps[i]).ok_or(NotApplicable("dynamic loop steps are not supported"))?;
        let trip = static_trip_count(ctx, body, (p.lbs[i], p.ubs[i], p.steps[i]), false)
            .filter(|_| const_i64(ctx, body, p.lbs[i]).is_some() && const_i64(ctx, body, p.ubs[i]).is_some())
            .ok_or(NotApplicable("dynamic loop sizes are not supported"))?;
        if i >= first && trip % factors[i - first] as u128 != 0 {
            return Err(NotApplicable(
                "unroll factors don't divide the iteration space evenly",
            ));
        }
        steps.push(step);
    }
    let ivs: Vec<ValueId> = p.ivs(body).to_vec();
    let loc = body.op_loc(op);
    for d in first..n {
        let factor = factors[d - first];
        if factor == 1 {
            continue;
        }
        let step = steps[d];
        let iv = ivs[d];
        let iv_loc = body.value_loc(iv);
        let remap = |ctx: &Context, body: &mut Body, i: u64| {
            let offset = ctx.affine_constant(step.wrapping_mul(i as i64));
            let map = AffineMap::new(1, 0, vec![ctx.affine_add(ctx.affine_dim(0), offset)]);
            let mut b = Builder::new(ctx, body, iv_loc);
            b.b.set_insertion_point_before(p.terminator);
            let attr = strata_dialect_affine::map_attr(ctx, map);
            strata_dialect_affine::ApplyOp::build(&mut b.b, iv_loc, &[iv], attr).result(&b.b)
        };
        let yielded: Vec<ValueId> = body.operands(p.terminator).collect();
        let unrolled = UnrolledBody {
            block: p.block,
            iv,
            iter_args: &[],
            yielded: &yielded,
        };
        generate_unrolled_loop(ctx, body, &unrolled, factor, &remap, annotate);
        let mut b = Builder::new(ctx, body, loc);
        b.b.set_insertion_point_before(op);
        let new_step = b.index_constant(step.wrapping_mul(factor as i64));
        body.set_operand(op, 2 * n + d, new_step);
    }
    Ok(())
}

/// `test-parallel-loop-unrolling`: unrolls the `scf.parallel` loops nested
/// in `loop-depth` other `scf.parallel` loops by `unroll-factors`.
#[derive(Default)]
pub struct TestParallelLoopUnrolling {
    unroll_factors: Vec<u64>,
    loop_depth: u32,
    annotate: bool,
}

impl Pass for TestParallelLoopUnrolling {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &["scf.parallel"],
            removes: &[],
            introduces: &["arith.constant", "affine.apply"],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "test-parallel-loop-unrolling"
    }

    fn description(&self) -> &'static str {
        "Tests parallel loop unrolling transformation"
    }

    fn name(&self) -> &'static str {
        "TestParallelLoopUnrollingPass"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "unroll-factors" => self.unroll_factors = parse_int_list_option(name, value, "ulong")?,
            "loop-depth" => {
                self.loop_depth = value.parse().map_err(|_| {
                    format!("for the --{name} option: '{value}' value invalid for uint argument!")
                })?;
            }
            "annotate" => self.annotate = parse_bool_option(name, value)?,
            _ => return Err(format!("no such option {name}")),
        }
        Ok(())
    }

    fn options_text(&self) -> String {
        format!(
            "annotate={} loop-depth={} {}",
            self.annotate,
            self.loop_depth,
            int_list_option_text("unroll-factors", &self.unroll_factors)
        )
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        let factors = &self.unroll_factors;
        let depth = self.loop_depth;
        let annotate = self.annotate;
        let is_parallel = |ir: &(&Context, &Body), op: OpId| strata_dialect_scf::ParallelOp::isa(ir, op);
        for_each_body(ctx, op.body(), &|ctx, body| {
            let loops: Vec<OpId> = body
                .collect_root_regions_post_order()
                .into_iter()
                .filter(|&o| {
                    is_live_op(ctx, body, o, is_parallel) && nesting_depth(ctx, body, o, is_parallel) == depth
                })
                .collect();
            let annotate_fn: Option<AnnotateFn<'_>> = if annotate {
                Some(&annotate_unrolled_iteration)
            } else {
                None
            };
            for l in loops {
                // Failures leave the loop as it is, as in MLIR.
                let _ = parallel_loop_unroll_by_factors(ctx, body, l, factors, annotate_fn);
            }
        });
        Ok(())
    }
}
