//! Tests of the tile-and-fuse library on a fill feeding a matmul's
//! accumulator: the fill is fused through the loops' destinations.

use strata_asm::{parse_source, ParseOptions};
use strata_dialect_affine::ApplyValue;
use strata_ir::{Context, OpId, ValueDef, WalkResult};

use super::fuse::tile_consumer_and_fuse_producers;
use crate::scf::tile_using_interface::{LoopKind, ScfTilingOptions};

const INPUT: &str = "func.func @f(%a: tensor<8x4xf32>, %b: tensor<4x6xf32>) -> tensor<8x6xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x6xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%e : tensor<8x6xf32>) -> tensor<8x6xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x4xf32>, tensor<4x6xf32>) outs(%fill : tensor<8x6xf32>) -> tensor<8x6xf32>
  return %mm : tensor<8x6xf32>
}";

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.register_dialect(strata_dialect_affine::dialect());
    ctx.register_dialect(strata_dialect_arith::dialect());
    ctx.register_dialect(strata_dialect_func::dialect());
    ctx.register_dialect(strata_dialect_linalg::dialect());
    ctx.register_dialect(strata_dialect_scf::dialect());
    ctx.register_dialect(strata_dialect_tensor::dialect());
    ctx
}

#[test]
fn fill_fused_through_destinations() {
    let ctx = context();
    let mut top = parse_source(&ctx, INPUT, &ParseOptions::default()).expect("the input parses");
    {
        let (_, module) = top.child_bodies_mut().into_iter().next().expect("a module");
        let (_, func) = module.child_bodies_mut().into_iter().next().expect("a function");
        let find = |func: &strata_ir::Body, name: &str| {
            let name = ctx.op_name(name);
            let mut found: Option<OpId> = None;
            func.walk_root_regions(&mut |o| {
                if found.is_none() && func.op_name(o) == name {
                    found = Some(o);
                }
                WalkResult::Advance
            });
            found.expect("the op")
        };
        let (mm, fill, empty) = (
            find(func, "linalg.matmul"),
            find(func, "linalg.fill"),
            find(func, "tensor.empty"),
        );
        let options = ScfTilingOptions {
            tile_sizes: vec![ApplyValue::Const(4), ApplyValue::Const(3)],
            loop_kind: LoopKind::For,
            ..ScfTilingOptions::default()
        };
        let result =
            tile_consumer_and_fuse_producers(&ctx, func, mm, &options, None).expect("fusion succeeds");
        assert_eq!(result.loops.len(), 2);
        assert_eq!(result.fused_producers, vec![fill]);
        assert_eq!(result.tiled_and_fused_ops.len(), 2);
        // The outer loop now starts from the fill's destination.
        let outer = result.loops[0];
        assert_eq!(func.operand(outer, 3), func.result(empty, 0));
        // The fused fill writes into a slice of the inner iteration argument.
        let tiled_fill = result.tiled_and_fused_ops[1];
        assert_eq!(func.op_name(tiled_fill), ctx.op_name("linalg.fill"));
        let out = func.operand(tiled_fill, 1);
        let slice = func.defining_op(out).expect("a slice");
        let ValueDef::BlockArg(block, 1) = func.value_def(func.operand(slice, 0)) else {
            panic!("a slice of the inner loop's iteration argument");
        };
        assert_eq!(func.block_parent_op(block), Some(result.loops[1]));
        // The tiled matmul accumulates into the fused fill.
        let tiled_mm = result.tiled_and_fused_ops[0];
        assert_eq!(func.operand(tiled_mm, 2), func.result(tiled_fill, 0));
        let (mm_result, replacement) = (func.result(mm, 0), result.replacements[0]);
        func.replace_all_uses_with(mm_result, replacement);
        func.erase_op(mm);
        // The fill is left for the caller, which erases it once unused.
        assert!(!func.op_has_uses(fill));
        func.erase_op(fill);
    }
    top.check_invariants().expect("IR invariants hold");
    let (r, diags) = ctx.capture_diagnostics(|| strata_ir::verify_top_level(&ctx, &top));
    assert!(r.is_ok(), "the IR verifies: {diags:?}");
}
