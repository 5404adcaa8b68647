//! Unit tests of the tiling model, full-tile separation, coalescing and
//! raising utilities on small hand-checked examples (the lit tests compare
//! the passes with mlir-opt).

use strata_asm::{parse_source, ParseOptions};
use strata_ir::{Body, Context, OpId, WalkResult};

use super::data_copy::multi_level_strides;
use super::loop_coalescing::coalesce_affine_loops;
use super::loop_utils::{is_affine_for, perfectly_nested_loops, tile_perfectly_nested};
use super::memref_region::{footprint_bytes, MemRefRegion};
use super::raise_memref::affine_map_of_indices;
use super::separate_tiles::separate_full_tiles;
use super::tile_size_model::cache_model_tile_sizes;

pub(super) fn context() -> Context {
    let mut ctx = Context::new();
    ctx.register_dialect(strata_dialect_arith::dialect());
    ctx.register_dialect(strata_dialect_func::dialect());
    ctx.register_dialect(strata_dialect_affine::dialect());
    ctx.register_dialect(strata_dialect_memref::dialect());
    ctx
}

/// Parses `src` (one function) and runs `f` on its body with the ops in
/// pre-order.
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

fn first_for(ctx: &Context, body: &Body, ops: &[OpId]) -> OpId {
    *ops.iter()
        .find(|&&o| is_affine_for(ctx, body, o))
        .expect("a loop")
}

fn count(ctx: &Context, body: &Body, name: &str) -> usize {
    let mut n = 0;
    body.walk_root_regions(&mut |o| {
        if ctx.op_name_str(body.op_name(o)) == name {
            n += 1;
        }
        WalkResult::Advance
    });
    n
}

const COPY: &str = "func.func @f(%a: memref<64x64xf32>, %b: memref<64x128xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %v = affine.load %a[%i, %j] : memref<64x64xf32>
      affine.store %v, %b[%i, %j + 1] : memref<64x128xf32>
    }
  }
  return
}";

#[test]
fn footprint_is_the_sum_of_the_boxes() {
    with_func(COPY, |ctx, body, ops| {
        let root = first_for(ctx, body, ops);
        // 64x64 floats of %a, 64x64 floats of %b (columns 1 to 64).
        assert_eq!(footprint_bytes(ctx, body, root), Some(2 * 64 * 64 * 4));
    });
}

#[test]
fn cache_model_shares_the_excess() {
    with_func(COPY, |ctx, body, ops| {
        let band = perfectly_nested_loops(ctx, body, first_for(ctx, body, ops), usize::MAX);
        // 32 KiB over a 1 KiB cache: 32 = 5 x 6, lowered to divisors of 64.
        assert_eq!(cache_model_tile_sizes(ctx, body, &band, 1, false), vec![5, 6]);
        assert_eq!(cache_model_tile_sizes(ctx, body, &band, 1, true), vec![4, 4]);
        assert_eq!(cache_model_tile_sizes(ctx, body, &band, 64, true), vec![1, 1]);
        assert_eq!(cache_model_tile_sizes(ctx, body, &band, 0, true), vec![1, 1]);
    });
}

#[test]
fn separation_versions_the_intra_tile_nest() {
    let src = "func.func @f(%m: memref<?xf32>, %n: index) {
  affine.for %i = 0 to %n {
    %v = affine.load %m[%i] : memref<?xf32>
  }
  return
}";
    with_func(src, |ctx, body, ops| {
        let root = first_for(ctx, body, ops);
        tile_perfectly_nested(ctx, body, &[root], &[8]).expect("tiles");
        let full = separate_full_tiles(ctx, body, &[root]).expect("separates");
        assert_eq!(full.len(), 1);
        assert_eq!(count(ctx, body, "affine.if"), 1);
        // The tile loop, the full tile and the partial tile.
        assert_eq!(count(ctx, body, "affine.for"), 3);
        assert_eq!(count(ctx, body, "affine.load"), 2);
    });
}

#[test]
fn coalescing_leaves_one_loop() {
    with_func(COPY, |ctx, body, ops| {
        let band = perfectly_nested_loops(ctx, body, first_for(ctx, body, ops), usize::MAX);
        let outer = coalesce_affine_loops(ctx, body, &band).expect("coalesces");
        assert_eq!(outer, band[0]);
        assert_eq!(count(ctx, body, "affine.for"), 1);
        // Two trip counts, their product, one mod and one floordiv.
        assert_eq!(count(ctx, body, "affine.apply"), 5);
    });
}

#[test]
fn index_computations_become_maps() {
    let src = "func.func @f(%m: memref<8x8xf32>, %s: index) {
  %c2 = arith.constant 2 : index
  affine.for %i = 0 to 4 {
    %a = arith.muli %i, %c2 : index
    %b = arith.addi %a, %s : index
    %c = arith.muli %i, %i : index
    %v = memref.load %m[%b, %c] : memref<8x8xf32>
  }
  return
}";
    with_func(src, |ctx, body, ops| {
        let find = |name: &str| -> Vec<OpId> {
            ops.iter()
                .copied()
                .filter(|&o| ctx.op_name_str(body.op_name(o)) == name)
                .collect()
        };
        let adds = find("arith.addi");
        let muls = find("arith.muli");
        let b = body.result(adds[0], 0);
        let (map, operands) = affine_map_of_indices(ctx, body, &[b]).expect("affine");
        assert_eq!((map.num_dims, map.num_symbols, operands.len()), (1, 1, 2));
        // i * i is not affine.
        let c = body.result(muls[1], 0);
        assert!(affine_map_of_indices(ctx, body, &[c]).is_none());
    });
}

/// The region of the `nth` `affine.load` or `affine.store` of `ops`,
/// parametric in the `depth` outer loops, without shape bounds.
fn region_of(ctx: &Context, body: &Body, ops: &[OpId], nth: usize, depth: usize) -> MemRefRegion {
    let op = *ops
        .iter()
        .filter(|&&o| matches!(ctx.op_name_str(body.op_name(o)), "affine.load" | "affine.store"))
        .nth(nth)
        .expect("an access");
    MemRefRegion::compute(ctx, body, op, depth, None, false)
        .expect("a region")
        .without_locals()
}

const SHIFTED: &str = "func.func @f(%m: memref<1000xi32>) {
  affine.for %i = 0 to 1000 step 50 {
    affine.for %ii = affine_map<(d0) -> (d0)>(%i) to min affine_map<(d0) -> (d0 + 50, 990)>(%i) {
      %v = affine.load %m[%ii + 3] : memref<1000xi32>
      affine.store %v, %m[%ii] : memref<1000xi32>
    }
  }
  return
}";

#[test]
fn union_takes_the_outer_bounds_and_the_shared_constraints() {
    with_func(SHIFTED, |ctx, body, ops| {
        let read = region_of(ctx, body, ops, 0, 1);
        let write = region_of(ctx, body, ops, 1, 1);
        // The read covers [i + 3, min(i + 52, 992)], the write [i, min(i + 49, 989)].
        let mut both = read.clone();
        both.union_bounding_box(ctx, &write).expect("the bounds compare");
        let bbox = both.constant_bounding_box(ctx, body).expect("a constant box");
        assert_eq!(bbox.shape, vec![53]);
        let (lb, ub) = both.lower_and_upper_bound(ctx, 0);
        assert_eq!(lb.results.len(), 1);
        assert_eq!(lb.results[0], ctx.affine_dim(0));
        // The box's upper bound; the constant ones differ, so neither is kept.
        assert_eq!(ub.results.len(), 1);
        assert_eq!(
            ub.results[0],
            ctx.affine_add(ctx.affine_dim(0), ctx.affine_constant(53))
        );
        // A region united with itself keeps its constraints.
        let mut same = write.clone();
        same.union_bounding_box(ctx, &write).expect("the bounds compare");
        let (_, ub) = same.lower_and_upper_bound(ctx, 0);
        assert_eq!(ub.results.len(), 2);
    });
}

const UNCOMPARABLE: &str = "func.func @f(%m: memref<64x8xf32>) {
  affine.for %i = 0 to 8 step 2 {
    affine.for %j = 0 to 8 step 2 {
      %v = affine.load %m[%i, %i + 1] : memref<64x8xf32>
      affine.store %v, %m[%j, %j] : memref<64x8xf32>
    }
  }
  return
}";

#[test]
fn union_of_unrelated_bounds_uses_constant_ones() {
    with_func(UNCOMPARABLE, |ctx, body, ops| {
        let mut read = region_of(ctx, body, ops, 0, 2);
        let write = region_of(ctx, body, ops, 1, 2);
        assert_eq!(read.parameters().len(), 1);
        read.union_bounding_box(ctx, &write)
            .expect("constant bounds exist");
        // Both loops' induction variables are parameters of the union.
        assert_eq!(read.parameters().len(), 2);
        // Dimension 1 spans [0, 7]: the read's i + 1 <= 7 and the write's j <= 6.
        let bbox = read.constant_bounding_box(ctx, body).expect("a constant box");
        assert_eq!(bbox.shape, vec![8, 8]);
    });
}

#[test]
fn dma_strides_per_level() {
    // A 16-wide column block of a 128x64 memref: one stride of 64.
    assert_eq!(multi_level_strides(&[128, 64], &[128, 16]), vec![(64, 16)]);
    // Whole rows need no stride; a single row neither.
    assert_eq!(
        multi_level_strides(&[128, 64], &[8, 64]),
        Vec::<(i64, i64)>::new()
    );
    assert_eq!(
        multi_level_strides(&[128, 64], &[1, 16]),
        Vec::<(i64, i64)>::new()
    );
    // A 3-d block strided in two dimensions.
    assert_eq!(
        multi_level_strides(&[32, 32, 32], &[8, 4, 4]),
        vec![(32, 4), (1024, 16)]
    );
}
