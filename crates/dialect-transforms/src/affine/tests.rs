//! Unit tests of the affine loop utilities and of the dependence analysis
//! on hand-derived examples (the lit tests under `tests/Dialect/affine`
//! compare the passes with mlir-opt).

use strata_asm::{parse_source, ParseOptions};
use strata_ir::{Body, Context, OpId, WalkResult};

use super::dependence::{check_memref_access_dependence, Dependence, MemRefAccess};
use super::loop_utils::{
    constant_trip_count, is_affine_for, is_perfectly_nested, largest_divisor_of_trip_count,
    perfectly_nested_loops,
};

/// A context with the dialects the tests use.
pub(super) fn tests_ctx() -> Context {
    context()
}

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.register_dialect(strata_dialect_arith::dialect());
    ctx.register_dialect(strata_dialect_func::dialect());
    ctx.register_dialect(strata_dialect_affine::dialect());
    ctx.register_dialect(strata_dialect_memref::dialect());
    ctx
}

/// Parses `src` (one function) and runs `f` on the function's body with
/// its ops in pre-order.
pub(super) fn with_func<R>(src: &str, f: impl FnOnce(&Context, &mut Body, &[OpId]) -> R) -> R {
    let ctx = context();
    let mut top = parse_source(&ctx, src, &ParseOptions::default()).expect("test input parses");
    let (_, module) = top.child_bodies_mut().into_iter().next().expect("a module");
    let (_, func) = module.child_bodies_mut().into_iter().next().expect("a function");
    let mut ops = Vec::new();
    func.walk_root_regions(&mut |o| {
        ops.push(o);
        WalkResult::Advance
    });
    f(&ctx, func, &ops)
}

pub(super) fn named(ctx: &Context, body: &Body, ops: &[OpId], name: &str) -> Vec<OpId> {
    ops.iter()
        .copied()
        .filter(|&o| ctx.op_name_str(body.op_name(o)) == name)
        .collect()
}

/// The dependence from the first store to the first load (or the given
/// pair of accesses, by position among loads and stores) at `depth`.
fn dependence(src: &str, from: usize, to: usize, depth: usize) -> Dependence {
    with_func(src, |ctx, body, ops| {
        let accesses: Vec<MemRefAccess> = ops
            .iter()
            .filter_map(|&o| MemRefAccess::get(ctx, body, o))
            .collect();
        check_memref_access_dependence(ctx, body, &accesses[from], &accesses[to], depth)
    })
}

fn distances(d: &Dependence) -> Vec<(Option<i64>, Option<i64>)> {
    match d {
        Dependence::Has(c) => c.iter().map(|c| (c.lb, c.ub)).collect(),
        other => panic!("expected a dependence, got {other:?}"),
    }
}

#[test]
fn trip_counts_and_divisors() {
    let src = "func.func @f(%n: index) {
  affine.for %i = 0 to 10 step 3 {
  }
  affine.for %i = 0 to affine_map<()[s0] -> (s0 * 4)>()[%n] {
  }
  affine.for %i = %n to affine_map<()[s0] -> (s0 + 12)>()[%n] step 4 {
  }
  return
}";
    with_func(src, |ctx, body, ops| {
        let loops = named(ctx, body, ops, "affine.for");
        assert_eq!(constant_trip_count(ctx, body, loops[0]), Some(4));
        assert_eq!(largest_divisor_of_trip_count(ctx, body, loops[0]), 4);
        assert_eq!(constant_trip_count(ctx, body, loops[1]), None);
        assert_eq!(largest_divisor_of_trip_count(ctx, body, loops[1]), 4);
        assert_eq!(constant_trip_count(ctx, body, loops[2]), Some(3));
    });
}

#[test]
fn perfect_nests() {
    let src = "func.func @f(%m: memref<8x8xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      affine.for %k = 0 to 8 {
        %v = affine.load %m[%i, %j] : memref<8x8xf32>
      }
      %w = affine.load %m[%i, %i] : memref<8x8xf32>
    }
  }
  return
}";
    with_func(src, |ctx, body, ops| {
        let loops = named(ctx, body, ops, "affine.for");
        assert!(loops.iter().all(|&l| is_affine_for(ctx, body, l)));
        assert_eq!(
            perfectly_nested_loops(ctx, body, loops[0], 8),
            loops[..2].to_vec()
        );
        assert!(is_perfectly_nested(ctx, body, &loops[..2]));
        assert!(!is_perfectly_nested(ctx, body, &loops[1..]));
    });
}

#[test]
fn distance_one_is_carried_by_the_loop() {
    // a[i] = a[i - 1]: iteration i reads what iteration i - 1 wrote.
    let src = "func.func @f(%a: memref<100xf32>) {
  affine.for %i = 1 to 100 {
    %v = affine.load %a[%i - 1] : memref<100xf32>
    affine.store %v, %a[%i] : memref<100xf32>
  }
  return
}";
    // Store (access 1) to load (access 0), carried at depth 1.
    let d = dependence(src, 1, 0, 1);
    assert_eq!(distances(&d), vec![(Some(1), Some(1))]);
    // Not loop independent: within one iteration the elements differ.
    assert_eq!(dependence(src, 0, 1, 2), Dependence::None);
    // The load never reads what a later iteration writes.
    assert_eq!(dependence(src, 0, 1, 1), Dependence::None);
}

#[test]
fn even_and_odd_elements_are_independent() {
    let src = "func.func @f(%a: memref<200xf32>) {
  affine.for %i = 0 to 100 {
    %v = affine.load %a[%i * 2] : memref<200xf32>
    affine.store %v, %a[%i * 2 + 1] : memref<200xf32>
  }
  return
}";
    for depth in 1..=2 {
        assert_eq!(dependence(src, 0, 1, depth), Dependence::None);
        assert_eq!(dependence(src, 1, 0, depth), Dependence::None);
    }
}

#[test]
fn loop_independent_and_two_dimensional_distances() {
    // b[i][j] = b[i - 1][j + 2] + b[i][j]
    let src = "func.func @f(%b: memref<64x64xf32>) {
  affine.for %i = 1 to 64 {
    affine.for %j = 0 to 62 {
      %x = affine.load %b[%i - 1, %j + 2] : memref<64x64xf32>
      %y = affine.load %b[%i, %j] : memref<64x64xf32>
      %s = arith.addf %x, %y : f32
      affine.store %s, %b[%i, %j] : memref<64x64xf32>
    }
  }
  return
}";
    // Store (2) to the first load (0): distance (1, -2), carried by i.
    assert_eq!(
        distances(&dependence(src, 2, 0, 1)),
        vec![(Some(1), Some(1)), (Some(-2), Some(-2))]
    );
    assert_eq!(dependence(src, 2, 0, 2), Dependence::None);
    // The second load (1) then the store (2): same element, same
    // iteration.
    assert_eq!(
        distances(&dependence(src, 1, 2, 3)),
        vec![(Some(0), Some(0)), (Some(0), Some(0))]
    );
    assert_eq!(dependence(src, 1, 2, 1), Dependence::None);
}

#[test]
fn steps_symbols_and_different_memrefs() {
    // With step 2, a[i] and a[i + 1] never meet.
    let src = "func.func @f(%a: memref<100xf32>, %c: memref<100xf32>, %n: index) {
  affine.for %i = 0 to 98 step 2 {
    %v = affine.load %a[%i + 1] : memref<100xf32>
    affine.store %v, %a[%i] : memref<100xf32>
    affine.store %v, %c[%i] : memref<100xf32>
  }
  affine.for %i = 0 to %n {
    %w = affine.load %a[%i + symbol(%n)] : memref<100xf32>
    affine.store %w, %a[%i] : memref<100xf32>
  }
  return
}";
    for depth in 1..=2 {
        assert_eq!(dependence(src, 1, 0, depth), Dependence::None);
        assert_eq!(dependence(src, 0, 1, depth), Dependence::None);
    }
    assert_eq!(dependence(src, 0, 2, 1), Dependence::None);
    // a[i + n] read, a[i] written with i < n: a later iteration never
    // writes what was read.
    assert_eq!(dependence(src, 3, 4, 1), Dependence::None);
}

#[test]
fn unroll_jam_legality() {
    // b[i][j] = b[i - 1][j + 1]: distance (1, -1); jamming i would run
    // (i + 1, j) before (i, j + 1), which it reads from. Illegal.
    let illegal = "func.func @f(%b: memref<64x64xf32>) {
  affine.for %i = 1 to 64 {
    affine.for %j = 0 to 63 {
      %x = affine.load %b[%i - 1, %j + 1] : memref<64x64xf32>
      affine.store %x, %b[%i, %j] : memref<64x64xf32>
    }
  }
  return
}";
    // b[i][j] = b[i - 1][j]: distance (1, 0). Legal.
    let legal = illegal.replace("%j + 1]", "%j]");
    for (src, expected) in [(illegal, false), (legal.as_str(), true)] {
        with_func(src, |ctx, body, ops| {
            let outer = named(ctx, body, ops, "affine.for")[0];
            assert_eq!(super::dependence::is_unroll_jam_legal(ctx, body, outer), expected);
        });
    }
}

#[test]
fn tiling_legality_and_tiling() {
    let src = "func.func @f(%b: memref<64x64xf32>) {
  affine.for %i = 1 to 64 {
    affine.for %j = 0 to 63 {
      %x = affine.load %b[%i - 1, %j + 1] : memref<64x64xf32>
      affine.store %x, %b[%i, %j] : memref<64x64xf32>
    }
  }
  return
}";
    with_func(src, |ctx, body, ops| {
        let band = named(ctx, body, ops, "affine.for");
        // Distance (1, -1): unsound to tile, though mlir-opt's check lets
        // it through.
        assert!(!super::dependence::is_tiling_legal(ctx, body, &band));
        assert!(super::dependence::is_tiling_legal_as_mlir_opt(ctx, body, &band));
        let tiles = super::loop_utils::tile_perfectly_nested(ctx, body, &band, &[16, 8]).expect("tiles");
        assert_eq!(tiles.len(), 2);
        assert_eq!(perfectly_nested_loops(ctx, body, tiles[0], 8).len(), 4);
        assert_eq!(constant_trip_count(ctx, body, tiles[0]), Some(4));
        assert_eq!(constant_trip_count(ctx, body, tiles[1]), Some(8));
    });
}
