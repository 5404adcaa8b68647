use strata_ir::Context;

use crate::named::{named_op, NAMED_OPS};
use crate::structured::{indexing_maps, iterator_types};

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.register_dialect(strata_dialect_func::dialect());
    ctx.register_dialect(strata_dialect_arith::dialect());
    ctx.register_dialect(strata_dialect_math::dialect());
    ctx.register_dialect(crate::dialect());
    ctx
}

#[test]
fn every_named_op_is_registered_once() {
    let ctx = context();
    for n in NAMED_OPS {
        assert!(
            ctx.op_def(ctx.op_name(n.name)).is_some(),
            "{} not registered",
            n.name
        );
        assert_eq!(NAMED_OPS.iter().filter(|m| m.name == n.name).count(), 1);
        for map in n.maps {
            for ix in *map {
                let dims = match *ix {
                    crate::named::Ix::D(a) => vec![a],
                    crate::named::Ix::Sum(a, b) | crate::named::Ix::Win(a, b, _) => vec![a, b],
                };
                assert!(
                    dims.iter().all(|&d| (d as usize) < n.iterators.len()),
                    "{}",
                    n.name
                );
            }
        }
        if !n.maps.is_empty() {
            assert_eq!(n.maps.len(), n.inputs as usize + 1, "{}", n.name);
        }
    }
}

#[test]
fn conv_maps_use_strides_and_dilations() {
    let ctx = context();
    let src = "func.func @f(%i: tensor<1x9x9x3xf32>, %k: tensor<3x3x3x8xf32>, %o: tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32> {\n\
        %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %k : tensor<1x9x9x3xf32>, tensor<3x3x3x8xf32>) outs(%o : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>\n\
        return %0 : tensor<1x4x4x8xf32>\n}\n";
    let body = strata_asm::parse_source(&ctx, src, &strata_asm::ParseOptions::default()).expect("parses");
    let first_op = |b: &strata_ir::Body| {
        b.block_ops(b.region_blocks(b.root_regions()[0]).next().expect("block"))
            .next()
            .expect("op")
    };
    let module = first_op(&body);
    let mbody = body.child_body(module).expect("module body");
    let func = first_op(mbody);
    let fbody = mbody.child_body(func).expect("function body");
    let block = fbody
        .region_blocks(fbody.root_regions()[0])
        .next()
        .expect("block");
    let mut found = 0;
    for id in fbody.block_ops(block) {
        let op = strata_ir::OpRef::new(&ctx, fbody, id);
        if op.name_str() == "linalg.conv_2d_nhwc_hwcf" {
            let maps = indexing_maps(op).expect("maps");
            let mut s = String::new();
            strata_ir::affine::print_affine_map(&ctx, &maps[0], &mut s);
            assert_eq!(
                s,
                "(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d6)"
            );
            assert_eq!(
                iterator_types(op).unwrap(),
                vec![false, false, false, false, true, true, true]
            );
            found += 1;
        }
    }
    assert_eq!(found, 1);
    assert!(named_op("linalg.generic").is_none());
}
