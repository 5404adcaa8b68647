use super::*;

#[test]
fn registers_every_op() {
    let d = dialect();
    assert_eq!(d.ops.len(), 39);
    let mut names: Vec<&str> = d.ops.iter().map(|o| o.name).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), 39, "op names are unique");
}

#[test]
fn combining_kinds_and_shape_helpers() {
    let ctx = Context::new();
    assert_eq!(COMBINING_KIND.value_of("maximumf"), Some(12));
    assert_eq!(COMBINING_KIND.keyword(kind_add_value(&ctx)), Some("add"));
    let sv = types_util::vector_type(&ctx, &[2, 4], &[false, true], ctx.f32());
    assert_eq!(types_util::scalable_dims(&ctx, sv), [false, true]);
    let fixed = types_util::vector_type(&ctx, &[3], &[false], ctx.f32());
    assert_eq!(fixed, ctx.vector_type(&[3], ctx.f32()), "no scalable flag stored");
    let doubled = types_util::double_trailing(&ctx, sv);
    assert_eq!(
        types_util::vector_parts(&ctx, doubled).map(|p| p.0.to_vec()),
        Some(vec![2, 8])
    );
    assert_eq!(types_util::scalable_dims(&ctx, doubled), [false, true]);
    let zero_d = ctx.vector_type(&[], ctx.f32());
    assert_eq!(
        types_util::double_trailing(&ctx, zero_d),
        ctx.vector_type(&[2], ctx.f32())
    );
}

fn kind_add_value(ctx: &Context) -> u64 {
    COMBINING_KIND
        .attr_value(ctx, kind_add(ctx))
        .expect("an enum attribute")
}

/// The effects the transfers and memory ops declare: reads and writes of
/// memrefs, none on tensors.
#[test]
fn declared_memory_effects() {
    use strata_asm::{parse_source, ParseOptions};
    use strata_ir::interfaces::{memory_effects, EffectKind::*};
    let src = r#"
func.func @f(%m: memref<8xf32>, %t: tensor<8xf32>, %i: index, %p: f32, %v: vector<4xf32>) {
  %0 = vector.transfer_read %m[%i], %p : memref<8xf32>, vector<4xf32>
  %1 = vector.transfer_read %t[%i], %p : tensor<8xf32>, vector<4xf32>
  vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<8xf32>
  %2 = vector.load %m[%i] : memref<8xf32>, vector<4xf32>
  vector.store %v, %m[%i] : memref<8xf32>, vector<4xf32>
  %3 = vector.broadcast %p : f32 to vector<4xf32>
  vector.print %v : vector<4xf32>
  return
}
"#;
    let mut ctx = Context::new();
    ctx.register_dialect(crate::dialect());
    ctx.register_dialect(strata_dialect_func::dialect());
    let body = parse_source(&ctx, src, &ParseOptions::default()).expect("test input parses");
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
    let m = fbody.block_args(block)[0];
    let ops: Vec<_> = fbody.block_ops(block).collect();
    let effects = |i: usize| {
        memory_effects(OpRef::new(&ctx, fbody, ops[i]))
            .map(|e| e.iter().map(|e| (e.kind, e.value)).collect::<Vec<_>>())
    };
    assert_eq!(effects(0), Some(vec![(Read, Some(m))]));
    assert_eq!(effects(1), Some(vec![]), "reading a tensor has no effect");
    assert_eq!(effects(2), Some(vec![(Write, Some(m))]));
    assert_eq!(effects(3), Some(vec![(Read, Some(m))]));
    assert_eq!(effects(4), Some(vec![(Write, Some(m))]));
    assert_eq!(effects(5), Some(vec![]));
    assert_eq!(effects(6), Some(vec![(Write, None)]));
}
