//! Rise's rewrites as strategies: each applies where it should, fails
//! leaving its input untouched where it should not, and what it makes
//! verifies and lowers with convert-rise-to-affine. The values computed
//! before and after are compared by the runner tests
//! (tests/mlir-runner/rise-{separate-conv,tile,maps,reduce}.mlir).

mod common;

use common::{body_ops, first_func, module, print};
use strata::ir::Context;
use strata_elevate::rise::{
    dead_rise_code, everywhere, map_fission, map_fusion, map_interchange, map_reduce_fusion, separate_conv,
    separate_conv_nbh, separate_kernel, split_join, tile_2d,
};
use strata_elevate::{is, seq, top_down, Op, Strategy};

const MATMUL: &str = include_str!("inputs/rise-matmul-4x3x4.mlir");
const MAPS: &str = include_str!("inputs/rise-maps.mlir");
const SOBEL: &str = include_str!("inputs/rise-conv2d-sobel.mlir");
const DIAG: &str = include_str!("inputs/rise-conv2d-diag.mlir");
const REDUCE: &str = include_str!("../../../tests/mlir-runner/rise-reduce.mlir");

/// Lowers `text` with convert-rise-to-affine, which must succeed; the
/// lowered text.
fn lower(ctx: &Context, text: &str) -> String {
    let mut body = strata::parse(ctx, "rewritten.mlir", text).expect("parses");
    strata::run_pipeline(
        ctx,
        &mut body,
        "builtin.module(func.func(convert-rise-to-affine))",
    )
    .expect("lowers");
    strata::print(ctx, &body)
}

/// Applies `s` to the module of `source`: the rewritten module printed
/// (verified) and the original, which must print as before.
fn rewrite(ctx: &Context, source: &str, s: &Strategy<'_>) -> Result<String, String> {
    let m = module(ctx, source);
    let before = print(ctx, &m);
    let r = s.apply(&m).map(|new| print(ctx, &new)).map_err(|f| f.to_string());
    assert_eq!(print(ctx, &m), before, "a strategy changed its input");
    r
}

fn count(text: &str, what: &str) -> usize {
    text.matches(what).count()
}

#[test]
fn map_fusion_fuses_maps_of_one_kind() {
    let ctx = strata::context();
    let out = rewrite(&ctx, MAPS, &everywhere(&ctx, map_fusion(&ctx))).expect("applies");
    // mapSeq ∘ mapSeq fused; the outer map (another kind) stays.
    assert_eq!(count(&out, "rise.mapSeq"), 1, "{out}");
    assert_eq!(count(&out, "rise.map "), 1, "{out}");
    // The fused program needs no intermediate buffer; the original does.
    assert!(lower(&ctx, &out).matches("memref.alloc").count() == 0);
    assert_eq!(count(&lower(&ctx, MAPS), "memref.alloc"), 1);
}

#[test]
fn map_fusion_fails_where_it_does_not_apply() {
    let ctx = strata::context();
    // The matmul has no map of a map: a single application fails, and
    // the traversal that tries everywhere changes nothing.
    let once = top_down(map_fusion(&ctx));
    assert!(rewrite(&ctx, MATMUL, &once).is_err());
    let m = module(&ctx, MATMUL);
    let new = everywhere(&ctx, map_fusion(&ctx))
        .apply(&m)
        .expect("try_ succeeds");
    assert_eq!(print(&ctx, &new), print(&ctx, &m));
    // On an op that is no application at all.
    let func = first_func(&ctx, &m);
    assert!(map_fusion(&ctx).rewrite(&func).is_err());
}

#[test]
fn map_reduce_fusion_fuses_a_map_into_a_reduction() {
    let ctx = strata::context();
    let out = rewrite(&ctx, REDUCE, &everywhere(&ctx, map_reduce_fusion(&ctx))).expect("applies");
    // column_sums: reduceSeq (+) 0 (map double col) -> one reduceSeq of a
    // fused step; the map is gone.
    let before = module(&ctx, REDUCE);
    let before = print(&ctx, &before);
    assert_eq!(count(&before, "rise.map "), 1);
    assert_eq!(count(&out, "rise.map "), 0, "{out}");
    lower(&ctx, &out);
    // Fails on a reduction of no map.
    assert!(rewrite(&ctx, MATMUL, &top_down(map_reduce_fusion(&ctx))).is_err());
}

#[test]
fn split_join_applies_where_the_size_divides() {
    let ctx = strata::context();
    let s = seq(top_down(split_join(&ctx, 2)), dead_rise_code(&ctx));
    let out = rewrite(&ctx, MATMUL, &s).expect("applies");
    assert_eq!(count(&out, "rise.split"), 1);
    assert_eq!(count(&out, "rise.join"), 1);
    lower(&ctx, &out);
    // 3 divides neither 4 (the rows, the columns) nor anything longer.
    assert!(rewrite(&ctx, MATMUL, &top_down(split_join(&ctx, 3))).is_err());
    // A tile as long as the array is no tiling.
    assert!(rewrite(&ctx, MATMUL, &top_down(split_join(&ctx, 4))).is_err());
}

#[test]
fn map_interchange_and_fission() {
    let ctx = strata::context();
    // matmul: map (λarow. map (λbcol. dot) Bt) A -> transpose (map (λbcol.
    // map (λarow. dot) A) Bt).
    let s = seq(top_down(map_interchange(&ctx)), dead_rise_code(&ctx));
    let out = rewrite(&ctx, MATMUL, &s).expect("applies");
    assert_eq!(count(&out, "rise.transpose"), 2, "{out}");
    lower(&ctx, &out);
    // The convolution's inner map is over the outer element: no
    // interchange.
    assert!(rewrite(&ctx, SOBEL, &top_down(map_interchange(&ctx))).is_err());
    // Fission needs a lambda ending in a layout pattern: none in matmul,
    // but the tiling makes one.
    assert!(rewrite(&ctx, MATMUL, &top_down(map_fission(&ctx))).is_err());
    let split = seq(top_down(split_join(&ctx, 2)), top_down(split_join(&ctx, 2)));
    let m = module(&ctx, MATMUL);
    let two = split.apply(&m).expect("splits twice");
    let fissioned = seq(top_down(map_fission(&ctx)), dead_rise_code(&ctx))
        .apply(&two)
        .expect("applies");
    lower(&ctx, &print(&ctx, &fissioned));
}

#[test]
fn tile_2d_tiles_matmul() {
    let ctx = strata::context();
    let s = seq(
        top_down(seq(is(&ctx, "func.func"), tile_2d(&ctx, 2))),
        dead_rise_code(&ctx),
    );
    let out = rewrite(&ctx, MATMUL, &s).expect("applies");
    // Two splits (rows, column tiles), two joins, the transposes of B and
    // of the tiles.
    assert_eq!(count(&out, "rise.split"), 2, "{out}");
    assert_eq!(count(&out, "rise.join"), 2, "{out}");
    assert_eq!(count(&out, "rise.transpose"), 2, "{out}");
    let lowered = lower(&ctx, &out);
    assert_eq!(count(&lowered, "affine.store"), 1, "{lowered}");
    // A size dividing nothing: no tiling.
    let s3 = top_down(seq(is(&ctx, "func.func"), tile_2d(&ctx, 3)));
    assert!(rewrite(&ctx, MATMUL, &s3).is_err());
}

#[test]
fn separate_conv_on_a_separable_kernel() {
    let ctx = strata::context();
    let s = seq(separate_conv(&ctx), dead_rise_code(&ctx));
    let out = rewrite(&ctx, SOBEL, &s).expect("applies");
    assert!(
        out.contains("@sobel_v : memref<3xf32> = dense<[1.000000e+00, 0.000000e+00, -1.000000e+00]>"),
        "{out}"
    );
    assert!(
        out.contains("@sobel_h : memref<3xf32> = dense<[1.000000e+00, 2.000000e+00, 1.000000e+00]>"),
        "{out}"
    );
    // One reduction per pass, none over the 9 products of a neighbourhood.
    assert_eq!(count(&out, "rise.reduceSeq #rise.nat<3>"), 2, "{out}");
    assert_eq!(count(&out, "rise.reduceSeq #rise.nat<9>"), 0, "{out}");
    // Lowered: the vertical pass stores into a buffer read by the
    // horizontal one; 2 multiplications in the loop bodies (3 times each).
    let lowered = lower(&ctx, &out);
    assert_eq!(count(&lowered, "memref.alloc() : memref<6xf32>"), 1, "{lowered}");
    assert_eq!(count(&lowered, "arith.mulf"), 2, "{lowered}");
}

#[test]
fn separate_conv_fails_on_a_kernel_of_rank_three() {
    let ctx = strata::context();
    // The convolution reads @sobel, which holds the identity here: not
    // separable, so nothing applies.
    let err = rewrite(&ctx, DIAG, &separate_conv(&ctx)).expect_err("the kernel is not separable");
    assert!(
        err.contains("no convolution with a separable constant kernel"),
        "{err}"
    );
    // Not a module.
    let m = module(&ctx, SOBEL);
    let func = body_ops(&m)
        .iter()
        .find(|o| ctx.op_name_str(o.name()) == "func.func")
        .unwrap()
        .clone();
    assert!(separate_conv(&ctx).rewrite(&func).is_err());
}

#[test]
fn kernel_separation() {
    let sobel = vec![vec![1.0, 2.0, 1.0], vec![0.0, 0.0, 0.0], vec![-1.0, -2.0, -1.0]];
    let (wv, wh) = separate_kernel(&sobel).expect("Sobel is separable");
    assert_eq!(wv, vec![1.0, 0.0, -1.0]);
    assert_eq!(wh, vec![1.0, 2.0, 1.0]);
    let gauss = vec![vec![1.0, 2.0, 1.0], vec![2.0, 4.0, 2.0], vec![1.0, 2.0, 1.0]];
    let (wv, wh) = separate_kernel(&gauss).expect("the binomial kernel is separable");
    for a in 0..3 {
        for b in 0..3 {
            assert_eq!(wv[a] * wh[b], gauss[a][b]);
        }
    }
    assert!(separate_kernel(&[vec![1.0, 0.0], vec![0.0, 1.0]]).is_none());
    assert!(separate_kernel(&[vec![0.0; 3], vec![0.0; 3], vec![0.0; 3]]).is_none());
    assert!(separate_kernel(&[vec![1.0, 2.0], vec![1.0]]).is_none());
}

#[test]
fn dead_rise_code_keeps_what_is_used() {
    let ctx = strata::context();
    let m = module(&ctx, MATMUL);
    let same = dead_rise_code(&ctx).apply(&m).expect("never fails");
    assert!(same.ptr_eq(&m), "nothing is dead in the matmul");
    let fused: Op = everywhere(&ctx, map_fusion(&ctx))
        .apply(&module(&ctx, MAPS))
        .unwrap();
    let text = print(&ctx, &fused);
    // The two lambdas are used by the fused one; the first mapSeq's
    // pattern and application are gone.
    assert_eq!(count(&text, "rise.lambda"), 3, "{text}");
    assert_eq!(count(&text, "rise.apply"), 2 + 2, "{text}");
}

#[test]
fn separate_conv_per_neighbourhood() {
    let ctx = strata::context();
    let s = seq(separate_conv_nbh(&ctx), dead_rise_code(&ctx));
    let out = rewrite(&ctx, SOBEL, &s).expect("applies");
    assert!(
        out.contains("memref.global \"private\" constant @sobel_v"),
        "{out}"
    );
    assert_eq!(count(&out, "rise.reduceSeq #rise.nat<9>"), 0, "{out}");
    assert_eq!(count(&out, "rise.reduceSeq #rise.nat<3>"), 2, "{out}");
    // Per output: 3 vertical dot products and a horizontal one, each of 3
    // products: 12 multiplications, in two loop bodies.
    let lowered = lower(&ctx, &out);
    assert_eq!(count(&lowered, "arith.mulf"), 2, "{lowered}");
    assert!(!lowered.contains("memref.alloc"), "{lowered}");
    // Not on a kernel of rank three.
    assert!(rewrite(&ctx, DIAG, &separate_conv_nbh(&ctx)).is_err());
}
