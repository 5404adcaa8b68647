//! Unit tests of the analyses behind the affine test passes, on small
//! hand-checked examples (the lit tests compare the passes with mlir-opt).

use strata_ir::Body;

use super::access_analysis::{is_invariant_access, varying_memref_dim};
use super::decompose_affine_ops::{decompose, reorder_operands_by_hoistability};
use super::loop_tile_parametric::tile_perfectly_nested_parametric;
use super::loop_unswitch::hoist_affine_if_op;
use super::loop_utils::{is_affine_for, is_valid_loop_interchange_permutation, perfectly_nested_loops};
use super::test_memref_bound_check::{out_of_bounds_dims, SemiAffine};
use super::utility_tests::with_func;

fn find(
    ctx: &strata_ir::Context,
    body: &Body,
    ops: &[strata_ir::OpId],
    name: &str,
    nth: usize,
) -> strata_ir::OpId {
    ops.iter()
        .copied()
        .filter(|&o| ctx.op_name_str(body.op_name(o)) == name)
        .nth(nth)
        .expect("the op")
}

#[test]
fn bound_check_sides_and_dims() {
    let src = "func.func @f(%m: memref<8x4xf32>, %s: index) {
  affine.for %i = 0 to 8 {
    affine.for %j = affine_map<(d0) -> (d0 floordiv 2)>(%i) to 4 {
      %a = affine.load %m[%i, %j] : memref<8x4xf32>
      %b = affine.load %m[%i - 1, %j + 1] : memref<8x4xf32>
      %k = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%i)[%s]
      %c = affine.load %m[%k, %j] : memref<8x4xf32>
    }
  }
  return
}";
    with_func(src, |ctx, body, ops| {
        let load = |n| find(ctx, body, ops, "affine.load", n);
        assert_eq!(out_of_bounds_dims(ctx, body, load(0)), Ok(vec![]));
        assert_eq!(
            out_of_bounds_dims(ctx, body, load(1)),
            Ok(vec![(0, false), (1, true)])
        );
        assert_eq!(out_of_bounds_dims(ctx, body, load(2)), Err(SemiAffine));
    });
}

#[test]
fn access_invariance_and_varying_dim() {
    let src = "func.func @f(%m: memref<8x8xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %a = affine.load %m[%j, %i] : memref<8x8xf32>
      %b = affine.load %m[%i + %j, %j] : memref<8x8xf32>
      %p = affine.apply affine_map<(d0) -> (d0 * 3)>(%i)
      %q = affine.apply affine_map<(d0) -> (d0 * -3)>(%i)
      %c = affine.load %m[%j, %p + %q] : memref<8x8xf32>
    }
  }
  return
}";
    with_func(src, |ctx, body, ops| {
        let load = |n| find(ctx, body, ops, "affine.load", n);
        let ivs: Vec<_> = ops
            .iter()
            .filter_map(|&o| super::loop_utils::AffineFor::get(ctx, body, o))
            .map(|f| f.iv)
            .collect();
        let (i, j) = (ivs[0], ivs[1]);
        assert_eq!(varying_memref_dim(ctx, body, load(0), i), Some(Some(0)));
        assert_eq!(varying_memref_dim(ctx, body, load(0), j), Some(Some(1)));
        assert_eq!(varying_memref_dim(ctx, body, load(1), i), Some(Some(1)));
        assert_eq!(varying_memref_dim(ctx, body, load(1), j), None);
        assert!(!is_invariant_access(ctx, body, load(0), i));
        assert!(is_invariant_access(ctx, body, load(2), i));
        assert!(!is_invariant_access(ctx, body, load(2), j));
    });
}

#[test]
fn interchange_validity() {
    let src = "func.func @f(%m: memref<9x18xf32>) {
  affine.for %i = 1 to 8 {
    affine.for %j = 0 to 16 {
      %v = affine.load %m[%i - 1, %j + 1] : memref<9x18xf32>
      affine.store %v, %m[%i, %j] : memref<9x18xf32>
    }
  }
  affine.for %i = 1 to 8 {
    affine.for %j = 1 to 16 {
      %v = affine.load %m[%i - 1, %j - 1] : memref<9x18xf32>
      affine.store %v, %m[%i, %j] : memref<9x18xf32>
    }
  }
  return
}";
    with_func(src, |ctx, body, ops| {
        let roots: Vec<_> = ops
            .iter()
            .copied()
            .filter(|&o| body.parent_op(o).is_none() && is_affine_for(ctx, body, o))
            .collect();
        for (root, valid) in roots.into_iter().zip([false, true]) {
            let band = perfectly_nested_loops(ctx, body, root, usize::MAX);
            assert!(is_valid_loop_interchange_permutation(ctx, body, &band, &[0, 1]));
            assert_eq!(
                is_valid_loop_interchange_permutation(ctx, body, &band, &[1, 0]),
                valid
            );
        }
    });
}

#[test]
fn if_hoisting() {
    let src = "func.func @f(%m: memref<8xf32>, %v: f32, %n: index) {
  affine.for %i = 0 to 8 {
    affine.if affine_set<()[s0] : (s0 >= 0)>()[%n] {
      affine.store %v, %m[%i] : memref<8xf32>
    }
    affine.if affine_set<(d0) : (d0 >= 0)>(%i) {
      affine.store %v, %m[%i] : memref<8xf32>
    }
  }
  return
}";
    with_func(src, |ctx, body, ops| {
        let first = find(ctx, body, ops, "affine.if", 0);
        let second = find(ctx, body, ops, "affine.if", 1);
        assert!(hoist_affine_if_op(ctx, body, second).is_err());
        let hoisted = hoist_affine_if_op(ctx, body, first).expect("hoisted");
        assert_eq!(body.parent_op(hoisted), None);
        assert!(!body.is_live(first));
        // Each version holds a copy of the loop; only the `then` one keeps
        // the first store.
        let stores_in = |r: strata_ir::RegionId| {
            let mut n = 0;
            for b in body.region_blocks(r) {
                for o in body.block_ops(b) {
                    let _ = body.walk(o, strata_ir::WalkOrder::PreOrder, &mut |x| {
                        n += usize::from(ctx.op_name_str(body.op_name(x)) == "affine.store");
                        strata_ir::WalkResult::Advance
                    });
                }
            }
            n
        };
        let regions = body.op_regions(hoisted).1.to_vec();
        assert_eq!((stores_in(regions[0]), stores_in(regions[1])), (2, 1));
    });
}

#[test]
fn decompose_by_hoistability() {
    let src = "func.func @f(%a: index, %n: index) {
  affine.for %i = 0 to 8 {
    %x = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0 floordiv 4 + 1)>(%a)[%n]
    %y = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
  }
  return
}";
    with_func(src, |ctx, body, ops| {
        let x = find(ctx, body, ops, "affine.apply", 0);
        let y = find(ctx, body, ops, "affine.apply", 1);
        reorder_operands_by_hoistability(ctx, body, x).expect("an affine.apply");
        let map = strata_dialect_affine::op_map(strata_ir::OpRef::new(ctx, body, x)).expect("a map");
        assert_eq!((map.num_dims, map.num_symbols), (0, 2));
        let last = decompose(ctx, body, x).expect("decomposed");
        // 1, then a * 2, then n floordiv 4: three terms, two additions.
        let chain = body.defining_op(last).expect("an op");
        let first = body.defining_op(body.operand(chain, 0)).expect("an op");
        assert_eq!(body.num_operands(first), 2);
        // An induction variable stays a dimension: nothing to decompose.
        reorder_operands_by_hoistability(ctx, body, y).expect("an affine.apply");
        assert!(decompose(ctx, body, y).is_err());
    });
}

#[test]
fn parametric_tiling() {
    let src = "func.func @f(%t: index, %m: memref<64xf32>) {
  affine.for %i = 0 to 64 {
    %v = affine.load %m[%i] : memref<64xf32>
  }
  affine.for %i = 0 to 64 {
    affine.for %j = %i to 64 {
    }
  }
  return
}";
    with_func(src, |ctx, body, ops| {
        let entry = body.region_entry(body.root_regions()[0]).expect("a block");
        let t = body.block_args(entry)[0];
        let first = find(ctx, body, ops, "affine.for", 0);
        let tiles = tile_perfectly_nested_parametric(ctx, body, &[first], &[t]).expect("tiled");
        assert_eq!(body.parent_op(first), Some(tiles[0]));
        let f = super::loop_utils::AffineFor::get(ctx, body, first).expect("a loop");
        assert_eq!(f.lb_operands.len(), 2);
        assert_eq!(f.ub_map.results.len(), 2);
        // Not hyper-rectangular.
        let second = find(ctx, body, ops, "affine.for", 1);
        let inner = find(ctx, body, ops, "affine.for", 2);
        assert!(tile_perfectly_nested_parametric(ctx, body, &[second, inner], &[t, t]).is_err());
    });
}
