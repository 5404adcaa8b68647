//! Unit tests of the scalar replacement, parallelization and integer set
//! simplification APIs on small hand-checked examples.

use strata_ir::affine::IntegerSet;

use super::loop_utils::AffineFor;
use super::parallelize::{affine_parallelize, is_loop_parallel};
use super::scalar_replacement::{affine_scalar_replace, ScalarReplaceStats};
use super::simplify_structures::simplify_integer_set;
use super::tests::{named, with_func};

#[test]
fn scalar_replacement_forwards_and_erases_buffer() {
    let src = "func.func @f(%a: memref<8xf32>) {
      %t = memref.alloc() : memref<8xf32>
      affine.for %i = 0 to 8 {
        %x = affine.load %a[%i] : memref<8xf32>
        affine.store %x, %t[%i] : memref<8xf32>
        %y = affine.load %t[%i] : memref<8xf32>
        %z = affine.load %a[%i] : memref<8xf32>
        affine.store %y, %a[%i] : memref<8xf32>
        affine.store %z, %a[%i] : memref<8xf32>
      }
      memref.dealloc %t : memref<8xf32>
      return
    }";
    with_func(src, |ctx, body, _| {
        let stats = affine_scalar_replace(ctx, body, Some(ctx.op_name("func.func")));
        assert_eq!(
            stats,
            ScalarReplaceStats {
                forwarded: 1,
                loads_eliminated: 1,
                stores_eliminated: 1,
                memrefs_erased: 1,
            }
        );
        let mut ops = Vec::new();
        body.walk_root_regions(&mut |o| {
            ops.push(o);
            strata_ir::WalkResult::Advance
        });
        assert_eq!(named(ctx, body, &ops, "affine.load").len(), 1);
        assert_eq!(named(ctx, body, &ops, "affine.store").len(), 1);
        assert!(named(ctx, body, &ops, "memref.alloc").is_empty());
    });
}

#[test]
fn parallel_loops_and_reductions() {
    let src = "func.func @f(%a: memref<8xf32>, %b: memref<8xf32>, %init: f32) -> f32 {
      affine.for %i = 0 to 8 {
        %x = affine.load %a[%i] : memref<8xf32>
        affine.store %x, %b[%i] : memref<8xf32>
      }
      affine.for %i = 1 to 8 {
        %x = affine.load %a[%i - 1] : memref<8xf32>
        affine.store %x, %a[%i] : memref<8xf32>
      }
      %r = affine.for %i = 0 to 8 iter_args(%acc = %init) -> f32 {
        %x = affine.load %a[%i] : memref<8xf32>
        %s = arith.addf %acc, %x : f32
        affine.yield %s : f32
      }
      return %r : f32
    }";
    with_func(src, |ctx, body, ops| {
        let loops = named(ctx, body, ops, "affine.for");
        let view = |op| AffineFor::get(ctx, body, op).expect("an affine.for");
        assert!(is_loop_parallel(ctx, body, &view(loops[0]), None));
        assert!(!is_loop_parallel(ctx, body, &view(loops[1]), None));
        assert!(!is_loop_parallel(ctx, body, &view(loops[2]), None));
        let mut reductions = Vec::new();
        assert!(is_loop_parallel(
            ctx,
            body,
            &view(loops[2]),
            Some(&mut reductions)
        ));
        assert_eq!(reductions.len(), 1);
        assert_eq!(reductions[0].kind, "addf");
        let par = affine_parallelize(ctx, body, loops[2], &reductions).expect("parallelized");
        assert_eq!(ctx.op_name_str(body.op_name(par)), "affine.parallel");
        assert_eq!(body.num_results(par), 1);
    });
}

#[test]
fn integer_set_simplification() {
    let ctx = super::tests::tests_ctx();
    let (d0, d1) = (ctx.affine_dim(0), ctx.affine_dim(1));
    let c = |v| ctx.affine_constant(v);
    let mul = |e, k| ctx.affine_mul(e, c(k));
    // 2*d0 - 4 == 0, 8*d1 - 4 >= 0, -d1 + 5 >= 0, -d1 + 9 >= 0, 1 >= 0
    let set = IntegerSet {
        num_dims: 2,
        num_symbols: 0,
        constraints: vec![
            ctx.affine_add(mul(d0, 2), c(-4)),
            ctx.affine_add(mul(d1, 8), c(-4)),
            ctx.affine_add(mul(d1, -1), c(5)),
            ctx.affine_add(mul(d1, -1), c(9)),
            c(1),
        ]
        .into(),
        eq_flags: vec![true, false, false, false, false].into(),
    };
    let s = simplify_integer_set(&ctx, &set);
    assert_eq!(&*s.eq_flags, &[true, false, false]);
    assert_eq!(s.constraints[0], ctx.affine_add(d0, c(-2)));
    assert_eq!(s.constraints[1], ctx.affine_add(d1, c(-1)));
    // 8*d1 in [4, 7] has no integer solution.
    let empty = IntegerSet {
        num_dims: 2,
        num_symbols: 0,
        constraints: vec![
            ctx.affine_add(mul(d1, 8), c(-4)),
            ctx.affine_add(mul(d1, -8), c(7)),
        ]
        .into(),
        eq_flags: vec![false, false].into(),
    };
    let s = simplify_integer_set(&ctx, &empty);
    assert_eq!(&*s.constraints, &[c(1)]);
    assert_eq!(&*s.eq_flags, &[true]);
}

#[test]
fn min_max_results_ruled_out_by_bounds() {
    use super::simplify_min_max::simplify_min_max_map;
    let src = "func.func @f(%n: index) -> (index, index, index) {
      %c5 = arith.constant 5 : index
      %c0 = arith.constant 0 : index
      %a = affine.min affine_map<()[s0, s1] -> (s0, s1 + 5, 3)>()[%c5, %n]
      %b = affine.max affine_map<()[s0, s1] -> (s0, s1)>()[%c0, %n]
      %x = arith.addi %n, %c5 : index
      %c = affine.max affine_map<()[s0, s1] -> (s1, s0)>()[%x, %n]
      return %a, %b, %c : index, index, index
    }";
    with_func(src, |ctx, body, ops| {
        let min = named(ctx, body, ops, "affine.min")[0];
        let max = named(ctx, body, ops, "affine.max");
        // 3 < 5: the constant operand goes (its group keeps 3, first), s1 + 5
        // is undecided.
        let m = simplify_min_max_map(ctx, body, min).expect("simplified");
        let s = |i| ctx.affine_symbol(i);
        assert_eq!(m.num_dims, 0);
        assert_eq!(
            &*m.results,
            &[
                ctx.affine_constant(3),
                ctx.affine_add(s(1), ctx.affine_constant(5))
            ]
        );
        // Nothing is known about %n.
        assert_eq!(simplify_min_max_map(ctx, body, max[0]), None);
        // %n + 5 > %n, followed through arith.addi.
        let m = simplify_min_max_map(ctx, body, max[1]).expect("simplified");
        assert_eq!(&*m.results, &[s(0)]);
    });
}

/// The `affine.for` ops of a function body, in pre-order, with their
/// constant bounds.
fn loop_bounds(ctx: &strata_ir::Context, body: &strata_ir::Body) -> Vec<(i64, i64)> {
    let mut out = Vec::new();
    body.walk_root_regions(&mut |o| {
        if let Some(f) = AffineFor::get(ctx, body, o) {
            let ub = f.ub_map.results[0].as_constant(ctx).unwrap_or(-1);
            out.push((f.constant_lower_bound(ctx).unwrap_or(-1), ub));
        }
        strata_ir::WalkResult::Advance
    });
    out
}

#[test]
fn body_skew_builds_prologue_steady_state_and_epilogue() {
    use super::loop_utils::affine_for_op_body_skew;
    let src = "func.func @f(%a: memref<16xf32>) {
      affine.for %i = 0 to 4 {
        %x = affine.load %a[%i] : memref<16xf32>
        affine.store %x, %a[%i + 8] : memref<16xf32>
        %y = affine.load %a[%i + 4] : memref<16xf32>
      }
      return
    }";
    // Shifts 0, 0, 2: the load and its use run two iterations ahead.
    with_func(src, |ctx, body, ops| {
        let l = named(ctx, body, ops, "affine.for")[0];
        affine_for_op_body_skew(ctx, body, l, &[0, 0, 2], false).expect("skewed");
        // [0, 2) loads only; [2, 4) both groups; [4, 6) the shifted op.
        assert_eq!(loop_bounds(ctx, body), vec![(0, 2), (2, 4), (4, 6)]);
    });
    // Shift 1 on a single-iteration tail: the prologue and epilogue run
    // once and are promoted, the steady state stays.
    with_func(src, |ctx, body, ops| {
        let l = named(ctx, body, ops, "affine.for")[0];
        affine_for_op_body_skew(ctx, body, l, &[0, 0, 1], false).expect("skewed");
        assert_eq!(loop_bounds(ctx, body), vec![(1, 4)]);
    });
    // A use with a smaller shift than its definition is refused, and the
    // loop is left as it was.
    with_func(src, |ctx, body, ops| {
        let l = named(ctx, body, ops, "affine.for")[0];
        assert!(affine_for_op_body_skew(ctx, body, l, &[1, 0, 0], false).is_err());
        assert_eq!(loop_bounds(ctx, body), vec![(0, 4)]);
    });
}

#[test]
fn value_bounds_follow_defining_ops() {
    use strata_dialect_affine::analysis::{Comparison, LinExpr, ValueBoundsSet};
    let src = "func.func @f(%n: index, %c: i1, %m: memref<?x4xf32>) {
      %c0 = arith.constant 0 : index
      %c7 = arith.constant 7 : index
      %d = memref.dim %m, %c0 : memref<?x4xf32>
      %s = arith.addi %d, %c7 : index
      %t = arith.select %c, %c0, %s : index
      %u = arith.muli %n, %n : index
      return
    }";
    with_func(src, |ctx, body, ops| {
        let result = |name: &str| body.result(named(ctx, body, ops, name)[0], 0);
        let (s, t, u) = (result("arith.addi"), result("arith.select"), result("arith.muli"));
        let mut set = ValueBoundsSet::new(ctx, body);
        let var = |set: &mut ValueBoundsSet<'_>, v| LinExpr::var(set.value_var(v));
        let (es, et, eu) = (var(&mut set, s), var(&mut set, t), var(&mut set, u));
        set.populate();
        let k = LinExpr::constant;
        // dim >= 0, so dim + 7 >= 7 > 6.
        assert_eq!(set.strong_compare(&es, Comparison::Gt, &k(6)), Some(true));
        assert_eq!(set.strong_compare(&es, Comparison::Lt, &k(7)), Some(false));
        // The select is between 0 and dim + 7.
        assert_eq!(set.strong_compare(&et, Comparison::Ge, &k(0)), Some(true));
        assert_eq!(set.strong_compare(&et, Comparison::Le, &es), Some(true));
        assert_eq!(set.strong_compare(&et, Comparison::Ge, &k(1)), None);
        // n * n is not affine: nothing is known.
        assert_eq!(set.strong_compare(&eu, Comparison::Ge, &k(0)), None);
    });
}
