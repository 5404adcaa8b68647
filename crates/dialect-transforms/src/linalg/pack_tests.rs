//! Tests of the pack/unpack lowerings and of data tiling as libraries.

use strata_asm::{parse_source, ParseOptions};
use strata_dialect_affine::ApplyValue;
use strata_ir::{Body, Context, OpId, WalkResult};
use strata_rewrite::{NoListener, PatternRewriter};

use super::data_tiling::pack;
use super::pack::{lower_pack, lower_unpack};

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.register_dialect(strata_dialect_affine::dialect());
    ctx.register_dialect(strata_dialect_arith::dialect());
    ctx.register_dialect(strata_dialect_func::dialect());
    ctx.register_dialect(strata_dialect_linalg::dialect());
    ctx.register_dialect(strata_dialect_tensor::dialect());
    ctx
}

fn find(ctx: &Context, func: &Body, name: &str) -> Option<OpId> {
    let name = ctx.op_name(name);
    let mut found = None;
    func.walk_root_regions(&mut |o| {
        if found.is_none() && func.op_name(o) == name {
            found = Some(o);
        }
        WalkResult::Advance
    });
    found
}

/// Runs `f` on the body of the one function of `src`.
fn with_function(ctx: &Context, src: &str, f: impl FnOnce(&mut Body)) {
    let mut top = parse_source(ctx, src, &ParseOptions::default()).expect("the input parses");
    let (_, module) = top.child_bodies_mut().into_iter().next().expect("a module");
    let (_, func) = module.child_bodies_mut().into_iter().next().expect("a function");
    f(func);
}

#[test]
fn pack_and_unpack_lowered_to_their_ops() {
    let ctx = context();
    let src = "func.func @f(%s: tensor<30x20xf32>, %d: tensor<5x8x4x4xf32>, %p: f32) -> tensor<30x20xf32> {
  %0 = linalg.pack %s padding_value(%p : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %d : tensor<30x20xf32> -> tensor<5x8x4x4xf32>
  %1 = linalg.unpack %0 outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %s : tensor<5x8x4x4xf32> -> tensor<30x20xf32>
  return %1 : tensor<30x20xf32>
}";
    with_function(&ctx, src, |func| {
        let p = find(&ctx, func, "linalg.pack").expect("a pack");
        let lowered = lower_pack(&ctx, func, p, true).expect("the pack lowers");
        let name = |func: &Body, op: OpId| ctx.op_name_str(func.op_name(op)).to_string();
        assert_eq!(name(func, lowered.pad), "tensor.pad");
        assert_eq!(
            name(func, lowered.expand_shape.expect("an expansion")),
            "tensor.expand_shape"
        );
        assert_eq!(
            name(func, lowered.transpose.expect("a transpose")),
            "linalg.transpose"
        );
        assert!(find(&ctx, func, "linalg.pack").is_none());
        let u = find(&ctx, func, "linalg.unpack").expect("an unpack");
        let lowered = lower_unpack(&ctx, func, u, true).expect("the unpack lowers");
        assert_eq!(name(func, lowered.extract_slice), "tensor.extract_slice");
        assert!(lowered.empty.is_some() && lowered.collapse_shape.is_some());
        assert!(find(&ctx, func, "linalg.unpack").is_none());
        assert!(find(&ctx, func, "linalg.copy").is_some());
    });
}

#[test]
fn dynamic_tiles_are_not_lowered() {
    let ctx = context();
    let src = "func.func @f(%s: tensor<16x16xf32>, %d: tensor<?x16x?xf32>, %t: index) -> tensor<?x16x?xf32> {
  %0 = linalg.pack %s inner_dims_pos = [0] inner_tiles = [%t] into %d : tensor<16x16xf32> -> tensor<?x16x?xf32>
  return %0 : tensor<?x16x?xf32>
}";
    with_function(&ctx, src, |func| {
        let p = find(&ctx, func, "linalg.pack").expect("a pack");
        assert!(lower_pack(&ctx, func, p, true).is_none());
        assert!(find(&ctx, func, "linalg.pack").is_some());
        assert!(find(&ctx, func, "tensor.pad").is_none());
    });
}

#[test]
fn data_tiling_packs_operands_and_unpacks_results() {
    let ctx = context();
    let src = "func.func @f(%a: tensor<16x10xf32>, %b: tensor<10x12xf32>, %c: tensor<16x12xf32>) -> tensor<16x12xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<16x10xf32>, tensor<10x12xf32>) outs(%c : tensor<16x12xf32>) -> tensor<16x12xf32>
  return %0 : tensor<16x12xf32>
}";
    with_function(&ctx, src, |func| {
        let mm = find(&ctx, func, "linalg.matmul").expect("a matmul");
        let mut listener = NoListener;
        let mut rw = PatternRewriter::new(&ctx, func, &mut listener);
        let sizes = [ApplyValue::Const(8), ApplyValue::Const(0), ApplyValue::Const(5)];
        let res = pack(&mut rw, mm, &sizes).expect("the matmul packs");
        // The two inputs are split along k, the first and the init along m.
        assert_eq!(res.packs.len(), 3);
        assert_eq!(res.unpacks.len(), 1);
        assert_eq!(ctx.op_name_str(func.op_name(res.packed_op)), "linalg.generic");
        assert!(find(&ctx, func, "linalg.matmul").is_none());
    });
}
