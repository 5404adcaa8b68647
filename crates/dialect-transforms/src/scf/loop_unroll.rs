//! Unrolling of `scf.for` loops (MLIR's `loopUnrollByFactor` and
//! `loopUnrollFull`) and the `test-loop-unrolling` pass that exercises it.
//!
//! Unrolling by a factor `u` rewrites the loop to step by `u * step` and
//! repeats its body `u` times, threading the iteration arguments through the
//! copies and offsetting the induction variable of copy `i` by `i * step`.
//! The iterations left over when the trip count is not a multiple of `u`
//! run in an epilogue loop (a copy of the original loop) starting where the
//! unrolled loop stops. Bounds are computed statically when lower bound,
//! upper bound and step are constants, with arith ops otherwise. Loops that
//! end up running once are replaced by their body, and loops that never run
//! by their initial values.

use strata_ir::{
    BlockId, Body, Context, InsertPoint, IrMapping, IsolatedOpMut, LogicalResult, OpId, Signedness, ValueId,
};
use strata_pass::{parse_bool_option, Pass};

use super::utils::NotApplicable;
use super::utils::{
    for_each_body, for_trip_count, int_width, is_live_op, promote_if_single_iteration, wrap_to_width,
    Builder, ForLoop,
};
use strata_dialect_utils::matchers::const_int;

/// What is left of an unrolled loop: the unrolled loop and the epilogue
/// loop, each `None` when it was replaced by its body (or removed).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct UnrolledLoops {
    /// The unrolled loop, `None` when it was replaced by its body or removed.
    pub main: Option<OpId>,
    /// The epilogue loop running the iterations left over, `None` when there is
    /// none or it was replaced by its body.
    pub epilogue: Option<OpId>,
}

/// Called on every op of the unrolled body with the index of the copy it
/// belongs to (0 for the original ops).
pub type AnnotateFn<'a> = &'a dyn Fn(&Context, &mut Body, u32, OpId);

/// Unrolls the `scf.for` `op` by `factor` (at least 1). Fails when `op` is
/// not an `scf.for`.
pub fn loop_unroll_by_factor(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    factor: u64,
    annotate: Option<AnnotateFn<'_>>,
) -> Result<UnrolledLoops, NotApplicable> {
    let f = ForLoop::get(ctx, body, op).ok_or(NotApplicable("not an scf.for"))?;
    if factor == 0 {
        return Err(NotApplicable("the unroll factor is 0"));
    }
    // Nothing to unroll in a body that only yields.
    if body.first_op(f.block) == Some(f.terminator) {
        return Ok(UnrolledLoops {
            main: Some(op),
            epilogue: None,
        });
    }
    let ty = body.value_type(f.ub);
    let width = int_width(ctx, ty);
    let constants = (
        const_int(ctx, body, f.lb),
        const_int(ctx, body, f.ub),
        const_int(ctx, body, f.step),
    );
    let trip = for_trip_count(ctx, body, &f);
    let (ub_unrolled, step_unrolled, epilogue) = match (trip, constants) {
        (Some(trip), (Some(lb), Some(ub), Some(step))) => {
            if factor == 1 {
                if trip == 1 {
                    promote_if_single_iteration(ctx, body, op);
                    return Ok(UnrolledLoops::default());
                }
                return Ok(UnrolledLoops {
                    main: Some(op),
                    epilogue: None,
                });
            }
            let value = |a: &strata_ir::APInt| -> i128 {
                if f.unsigned {
                    a.zext_u64() as i128
                } else {
                    a.sext_i64() as i128
                }
            };
            let (lb, ub, step) = (value(&lb), value(&ub), value(&step));
            let even = (trip - trip % factor as u128) as i128;
            let ub_unrolled = wrap_to_width(lb.wrapping_add(even.wrapping_mul(step)), width);
            let step_unrolled = wrap_to_width(step.wrapping_mul(factor as i128), width);
            let ub_cmp = wrap_to_width(ub, width);
            let below = if f.unsigned {
                unsigned_bits(ub_unrolled, width) < unsigned_bits(ub_cmp, width)
            } else {
                ub_unrolled < ub_cmp
            };
            let mut b = Builder::before(ctx, body, op);
            let ub_value = if below { b.constant(ty, ub_unrolled) } else { f.ub };
            let step_value = if wrap_to_width(step, width) == step_unrolled {
                f.step
            } else {
                b.constant(ty, step_unrolled)
            };
            (ub_value, step_value, below)
        }
        _ => {
            let mut b = Builder::before(ctx, body, op);
            let diff = b.binary("arith.subi", f.ub, f.lb);
            // ceilDiv(diff, step) for positive operands.
            let one = b.constant(ty, 1);
            let step_minus_one = b.binary("arith.subi", f.step, one);
            let sum = b.binary("arith.addi", diff, step_minus_one);
            let trip_count = b.binary("arith.divui", sum, f.step);
            let factor_value = b.constant(ty, wrap_to_width(factor as i128, width));
            let rem = b.binary("arith.remsi", trip_count, factor_value);
            let even = b.binary("arith.subi", trip_count, rem);
            let span = b.binary("arith.muli", even, f.step);
            let ub_unrolled = b.binary("arith.addi", f.lb, span);
            let step_unrolled = b.binary("arith.muli", f.step, factor_value);
            (ub_unrolled, step_unrolled, true)
        }
    };

    let mut result = UnrolledLoops::default();
    if epilogue {
        let mut map = IrMapping::new();
        let epi = body.clone_op(op, &mut map);
        body.insert_op(InsertPoint::After(op), epi);
        body.set_operand(epi, 0, ub_unrolled);
        let results: Vec<ValueId> = body.results(op).collect();
        let epi_results: Vec<ValueId> = body.results(epi).collect();
        for (&r, &e) in results.iter().zip(&epi_results) {
            body.replace_all_uses_with(r, e);
        }
        for (i, &r) in results.iter().enumerate() {
            body.set_operand(epi, 3 + i, r);
        }
        if !promote_if_single_iteration(ctx, body, epi) {
            result.epilogue = Some(epi);
        }
    }

    body.set_operand(op, 1, ub_unrolled);
    body.set_operand(op, 2, step_unrolled);
    unroll_body(ctx, body, &f, factor, annotate);
    if !promote_if_single_iteration(ctx, body, op) {
        result.main = Some(op);
    }
    Ok(result)
}

fn unsigned_bits(v: i64, width: u32) -> u64 {
    if width >= 64 {
        v as u64
    } else {
        (v as u64) & ((1u64 << width) - 1)
    }
}

/// Appends `factor - 1` copies of the loop body before its terminator,
/// chaining the iteration arguments, and yields the last copy's values.
fn unroll_body(ctx: &Context, body: &mut Body, f: &ForLoop, factor: u64, annotate: Option<AnnotateFn<'_>>) {
    let iv_ty = body.value_type(f.iv);
    let loc = body.op_loc(f.op);
    let remap = |ctx: &Context, body: &mut Body, i: u64| {
        let mut b = Builder::new(ctx, body, loc);
        b.b.set_insertion_point_before(f.terminator);
        let index = b.constant(iv_ty, i as i64);
        let stride = b.binary("arith.muli", f.step, index);
        b.binary("arith.addi", f.iv, stride)
    };
    let yielded = f.yielded(body);
    let unrolled = UnrolledBody {
        block: f.block,
        iv: f.iv,
        iter_args: &f.iter_args,
        yielded: &yielded,
    };
    generate_unrolled_loop(ctx, body, &unrolled, factor, &remap, annotate);
}

/// The parts of a loop body that [`generate_unrolled_loop`] repeats.
pub struct UnrolledBody<'a> {
    /// The body's block; its last op is the terminator.
    pub block: BlockId,
    /// The induction variable the copies get their own value of.
    pub iv: ValueId,
    /// The block arguments carrying values from one iteration to the next.
    pub iter_args: &'a [ValueId],
    /// The values the terminator passes to the next iteration.
    pub yielded: &'a [ValueId],
}

/// The induction variable of copy `i` (1 to `factor - 1`) of a loop body,
/// created before the body's terminator.
pub type IvRemapFn<'a> = &'a dyn Fn(&Context, &mut Body, u64) -> ValueId;

/// Appends `factor - 1` copies of the ops of `unrolled.block` (all but its
/// terminator) before its terminator (MLIR's `generateUnrolledLoop`). Copy
/// `i` reads the iteration arguments from the values copy `i - 1` yields
/// and the induction variable from `iv_remap(i)` (created only when the
/// induction variable has uses); the terminator then passes on the last
/// copy's values. `annotate` sees each copy's ops, then the original ops
/// as copy 0.
pub fn generate_unrolled_loop(
    ctx: &Context,
    body: &mut Body,
    unrolled: &UnrolledBody<'_>,
    factor: u64,
    iv_remap: IvRemapFn<'_>,
    annotate: Option<AnnotateFn<'_>>,
) {
    let Some(terminator) = body.last_op(unrolled.block) else {
        return;
    };
    let originals: Vec<OpId> = body
        .block_ops(unrolled.block)
        .filter(|&o| o != terminator)
        .collect();
    let mut last = unrolled.yielded.to_vec();
    for i in 1..factor {
        let mut map = IrMapping::new();
        for (&a, &v) in unrolled.iter_args.iter().zip(&last) {
            map.map_value(a, v);
        }
        if body.has_uses(unrolled.iv) {
            let iv = iv_remap(ctx, body, i);
            map.map_value(unrolled.iv, iv);
        }
        for &o in &originals {
            let c = body.clone_op(o, &mut map);
            body.insert_op(InsertPoint::Before(terminator), c);
            if let Some(annotate) = annotate {
                annotate(ctx, body, i as u32, c);
            }
        }
        last = unrolled.yielded.iter().map(|&v| map.lookup_value(v)).collect();
    }
    if let Some(annotate) = annotate {
        for &o in &originals {
            annotate(ctx, body, 0, o);
        }
    }
    body.set_operands(terminator, &last);
}

/// Marks `op` with `unrolled_iteration = i : ui32`, the annotation of the
/// unrolling test passes.
pub fn annotate_unrolled_iteration(ctx: &Context, body: &mut Body, i: u32, op: OpId) {
    let ty = ctx.integer_type_signed(32, Signedness::Unsigned);
    body.set_op_attr(
        ctx,
        op,
        "unrolled_iteration",
        Some(ctx.integer_attr(ty, i as i64)),
    );
}

/// Unrolls `op` completely when its trip count is known (MLIR's
/// `loopUnrollFull`). Fails when it is not known, or too large to unroll.
pub fn loop_unroll_full(ctx: &Context, body: &mut Body, op: OpId) -> Result<(), NotApplicable> {
    let f = ForLoop::get(ctx, body, op).ok_or(NotApplicable("not an scf.for"))?;
    match for_trip_count(ctx, body, &f) {
        None => Err(NotApplicable("the trip count is not known")),
        Some(0) => Ok(()),
        Some(1) => {
            promote_if_single_iteration(ctx, body, op);
            Ok(())
        }
        Some(n) if n <= u32::MAX as u128 => loop_unroll_by_factor(ctx, body, op, n as u64, None).map(|_| ()),
        Some(_) => Err(NotApplicable("the trip count is too large to unroll")),
    }
}

/// `test-loop-unrolling`: unrolls the `scf.for` loops nested in
/// `loop-depth` other `scf.for` loops by `unroll-factor` (-1: fully).
pub struct TestLoopUnrolling {
    unroll_factor: i64,
    unroll_up_to_factor: bool,
    loop_depth: u32,
    annotate: bool,
}

impl Default for TestLoopUnrolling {
    fn default() -> Self {
        TestLoopUnrolling {
            unroll_factor: 1,
            unroll_up_to_factor: false,
            loop_depth: 0,
            annotate: false,
        }
    }
}

impl Pass for TestLoopUnrolling {
    fn conditions(&self) -> strata_pass::conditions::Conditions {
        strata_pass::conditions::Conditions {
            requires: &["scf.for", "affine.for"],
            removes: &[],
            introduces: &["arith.*", "affine.apply"],
            introduces_if: &[],
        }
    }

    fn argument(&self) -> &'static str {
        "test-loop-unrolling"
    }

    fn description(&self) -> &'static str {
        "Tests loop unrolling transformation"
    }

    fn name(&self) -> &'static str {
        "TestLoopUnrollingPass"
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        match name {
            "unroll-factor" => {
                self.unroll_factor = value.parse().map_err(|_| {
                    format!("for the --{name} option: '{value}' value invalid for integer argument!")
                })?;
            }
            "unroll-up-to-factor" => self.unroll_up_to_factor = parse_bool_option(name, value)?,
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
            "annotate={} loop-depth={} unroll-factor={} unroll-up-to-factor={}",
            self.annotate, self.loop_depth, self.unroll_factor, self.unroll_up_to_factor
        )
    }

    fn run(&self, ctx: &Context, op: &mut IsolatedOpMut<'_>) -> LogicalResult {
        if self.unroll_factor == 0 || self.unroll_factor < -1 {
            return Err(ctx.emit_error(
                op.loc(),
                format!("unroll factor must be positive or -1, got {}", self.unroll_factor),
            ));
        }
        let factor = self.unroll_factor;
        let depth = self.loop_depth;
        let annotate = self.annotate;
        for_each_body(ctx, op.body(), &|ctx, body| {
            let loops: Vec<OpId> = body
                .collect_root_regions_post_order()
                .into_iter()
                .filter(|&o| {
                    is_live_op(ctx, body, o, |ir, op| strata_dialect_scf::ForOp::isa(ir, op))
                        && nesting_depth(ctx, body, o, |ir, op| strata_dialect_scf::ForOp::isa(ir, op))
                            == depth
                })
                .collect();
            for l in loops {
                // Failures leave the loop as it is, as in MLIR.
                let _ = if factor == -1 {
                    loop_unroll_full(ctx, body, l)
                } else {
                    let a: Option<AnnotateFn<'_>> = if annotate {
                        Some(&annotate_unrolled_iteration)
                    } else {
                        None
                    };
                    loop_unroll_by_factor(ctx, body, l, factor as u64, a).map(|_| ())
                };
            }
        });
        Ok(())
    }
}

/// The number of ops matching `isa` (a typed wrapper's `isa`) `op` is
/// nested in.
pub fn nesting_depth(ctx: &Context, body: &Body, op: OpId, isa: fn(&(&Context, &Body), OpId) -> bool) -> u32 {
    let mut depth = 0;
    let mut cur = op;
    while let Some(p) = body.parent_op(cur) {
        if is_live_op(ctx, body, p, isa) {
            depth += 1;
        }
        cur = p;
    }
    depth
}
