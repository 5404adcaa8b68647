//! Unit tests of the loop utilities as a library (the lit tests under
//! `tests/Dialect/scf` compare the passes with mlir-opt).

use std::sync::Mutex;

use strata_asm::{parse_source, print_top_level, ParseOptions, PrintOptions};
use strata_ir::{Body, Context, OpId, WalkResult};

use super::loop_unroll::{loop_unroll_by_factor, loop_unroll_full, UnrolledLoops};
use super::utils::{is_op, NotApplicable};

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.register_dialect(strata_dialect_arith::dialect());
    ctx.register_dialect(strata_dialect_func::dialect());
    ctx.register_dialect(strata_dialect_scf::dialect());
    ctx
}

/// Parses `src` (one function) and runs `f` on the function's body and
/// its first `scf.for`; returns the printed, verified result.
fn with_loop<R>(src: &str, f: impl FnOnce(&Context, &mut Body, OpId) -> R) -> (R, String) {
    let ctx = context();
    let mut top = parse_source(&ctx, src, &ParseOptions::default()).expect("test input parses");
    let result = {
        let (_, module) = top.child_bodies_mut().into_iter().next().expect("a module");
        let (_, func) = module.child_bodies_mut().into_iter().next().expect("a function");
        let mut found = None;
        func.walk_root_regions(&mut |o| {
            if found.is_none() && is_op(&ctx, func, o, "scf.for") {
                found = Some(o);
            }
            WalkResult::Advance
        });
        f(&ctx, func, found.expect("an scf.for"))
    };
    top.check_invariants().expect("IR invariants hold");
    let (r, diags) = ctx.capture_diagnostics(|| strata_ir::verify_top_level(&ctx, &top));
    assert!(r.is_ok(), "the IR verifies: {diags:?}");
    (result, print_top_level(&ctx, &top, &PrintOptions::default()))
}

fn count(text: &str, what: &str) -> usize {
    text.matches(what).count()
}

const DYNAMIC: &str = "func.func @f(%lb: index, %ub: index, %x: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%a = %x) -> (f32) {
    %s = arith.addf %a, %a : f32
    scf.yield %s : f32
  }
  return %r : f32
}";

const FOUR_ITERATIONS: &str = "func.func @f(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %x) -> (f32) {
    %s = arith.addf %a, %a : f32
    scf.yield %s : f32
  }
  return %r : f32
}";

#[test]
fn unrolling_dynamic_bounds_keeps_an_epilogue() {
    let (r, out) = with_loop(DYNAMIC, |ctx, body, l| {
        loop_unroll_by_factor(ctx, body, l, 3, None)
    });
    let loops = r.expect("unrolled");
    assert!(loops.main.is_some() && loops.epilogue.is_some(), "{loops:?}");
    assert_eq!(count(&out, "scf.for"), 2, "{out}");
    // Three copies in the unrolled loop, one in the epilogue.
    assert_eq!(count(&out, "arith.addf"), 4, "{out}");
    assert!(out.contains("arith.divui"), "{out}");
}

#[test]
fn unrolling_by_the_trip_count_leaves_no_loop() {
    let (r, out) = with_loop(FOUR_ITERATIONS, |ctx, body, l| {
        loop_unroll_by_factor(ctx, body, l, 4, None)
    });
    assert_eq!(r, Ok(UnrolledLoops::default()));
    assert_eq!(count(&out, "scf.for"), 0, "{out}");
    assert_eq!(count(&out, "arith.addf"), 4, "{out}");
}

#[test]
fn full_unrolling_needs_a_known_trip_count() {
    let (r, out) = with_loop(DYNAMIC, loop_unroll_full);
    assert_eq!(r, Err(NotApplicable("the trip count is not known")));
    assert_eq!(count(&out, "scf.for"), 1, "{out}");
    let (r, out) = with_loop(FOUR_ITERATIONS, loop_unroll_full);
    assert_eq!(r, Ok(()));
    assert_eq!(count(&out, "scf.for"), 0, "{out}");
}

#[test]
fn annotation_sees_every_copy() {
    let seen = Mutex::new(Vec::new());
    let annotate = |_: &Context, _: &mut Body, i: u32, _: OpId| seen.lock().expect("lock").push(i);
    let (r, _) = with_loop(DYNAMIC, |ctx, body, l| {
        loop_unroll_by_factor(ctx, body, l, 2, Some(&annotate))
    });
    assert!(r.is_ok());
    let mut seen = seen.into_inner().expect("lock");
    seen.sort();
    assert_eq!(seen, vec![0, 1]);
}

#[test]
fn zero_factor_is_refused() {
    let (r, out) = with_loop(DYNAMIC, |ctx, body, l| {
        loop_unroll_by_factor(ctx, body, l, 0, None)
    });
    assert!(r.is_err());
    assert_eq!(count(&out, "arith.addf"), 1, "{out}");
}

/// Pipelines the loop of `src` with a schedule of its body's ops in
/// program order, the first at stage 0 and the others at `later`.
fn pipeline(src: &str, later: u32, dynamic: bool) -> (Option<OpId>, String) {
    use super::pipelining::{pipeline_for_loop, PipeliningOptions};
    let schedule = move |_: &Context, body: &Body, f: &super::utils::ForLoop| {
        body.block_ops(f.block)
            .filter(|&o| o != f.terminator)
            .enumerate()
            .map(|(i, o)| (o, if i == 0 { 0 } else { later }))
            .collect::<Vec<_>>()
    };
    with_loop(src, |ctx, body, l| {
        let mut listener = strata_rewrite::NoListener;
        let mut rw = strata_rewrite::PatternRewriter::new(ctx, body, &mut listener);
        rw.set_insertion_point(l);
        let options = PipeliningOptions {
            schedule: &schedule,
            annotate: None,
            peel_epilogue: true,
            support_dynamic_loops: dynamic,
            predicate: None,
        };
        pipeline_for_loop(&mut rw, l, options)
    })
}

const TWO_OPS: &str = "func.func @f(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %x) -> (f32) {
    %m = arith.mulf %x, %x : f32
    %s = arith.addf %a, %m : f32
    scf.yield %s : f32
  }
  return %r : f32
}";

#[test]
fn pipelining_peels_a_prologue_and_an_epilogue() {
    let (kernel, out) = pipeline(TWO_OPS, 1, false);
    assert!(kernel.is_some(), "{out}");
    assert_eq!(count(&out, "scf.for"), 1, "{out}");
    // The product of the next iteration is carried into the kernel: one
    // copy before it, one in it; the sum in it and after it.
    assert_eq!(count(&out, "arith.mulf"), 2, "{out}");
    assert_eq!(count(&out, "arith.addf"), 2, "{out}");
    assert!(out.contains("iter_args(%arg2 = %arg0, %arg3 = "), "{out}");
}

#[test]
fn pipelining_a_single_stage_changes_nothing_but_the_bound() {
    let (kernel, out) = pipeline(TWO_OPS, 0, false);
    assert!(kernel.is_some(), "{out}");
    assert_eq!(count(&out, "arith.mulf"), 1, "{out}");
    assert_eq!(count(&out, "arith.addf"), 1, "{out}");
}

#[test]
fn pipelining_unknown_bounds_needs_predication() {
    // Without a predicate callback, dynamic loops are left alone.
    let (kernel, out) = pipeline(DYNAMIC, 1, true);
    assert!(kernel.is_none());
    assert_eq!(count(&out, "scf.for"), 1, "{out}");
    let (kernel, _) = pipeline(DYNAMIC, 1, false);
    assert!(kernel.is_none());
}
