use super::*;

#[test]
fn registers_every_op() {
    let d = dialect();
    assert_eq!(d.ops.len(), 32);
    let mut names: Vec<&str> = d.ops.iter().map(|o| o.name).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), 32, "op names are unique");
}

/// The effects each memref op declares, on which operand (or result).
#[test]
fn declared_memory_effects() {
    use strata_asm::{parse_source, ParseOptions};
    use strata_ir::interfaces::{memory_effects, EffectKind::*};
    let src = r#"
func.func @f(%m: memref<4xf32>, %n: memref<4xf32>, %s: memref<1xindex>, %i: index, %v: f32) {
  %0 = memref.load %m[%i] : memref<4xf32>
  memref.store %v, %m[%i] : memref<4xf32>
  memref.copy %m, %n : memref<4xf32> to memref<4xf32>
  %1 = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4xf32>) -> f32
  %2 = memref.reshape %m(%s) : (memref<4xf32>, memref<1xindex>) -> memref<?xf32>
  %3 = memref.alloca() : memref<4xf32>
  memref.dealloc %n : memref<4xf32>
  memref.dma_wait %s[%i], %i : memref<1xindex>
  %4 = memref.dim %m, %i : memref<4xf32>
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
    let args = fbody.block_args(block);
    let (m, n, s) = (args[0], args[1], args[2]);
    let ops: Vec<_> = fbody.block_ops(block).collect();
    let effects = |i: usize| {
        memory_effects(OpRef::new(&ctx, fbody, ops[i])).map(|e| {
            e.iter()
                .map(|e| (e.kind, e.value, e.resource))
                .collect::<Vec<_>>()
        })
    };
    let d = strata_ir::interfaces::DEFAULT_RESOURCE;
    assert_eq!(effects(0), Some(vec![(Read, Some(m), d)]));
    assert_eq!(effects(1), Some(vec![(Write, Some(m), d)]));
    assert_eq!(effects(2), Some(vec![(Read, Some(m), d), (Write, Some(n), d)]));
    assert_eq!(effects(3), Some(vec![(Read, Some(m), d), (Write, Some(m), d)]));
    assert_eq!(effects(4), Some(vec![(Read, Some(s), d)]));
    let alloca = fbody.result(ops[5], 0);
    assert_eq!(
        effects(5),
        Some(vec![(
            Allocate,
            Some(alloca),
            strata_ir::interfaces::AUTOMATIC_ALLOCATION_SCOPE_RESOURCE
        )])
    );
    assert_eq!(effects(6), Some(vec![(Free, Some(n), d)]));
    // dma_wait declares no effect interface in MLIR: unknown effects.
    assert_eq!(effects(7), None);
    assert_eq!(effects(8), Some(vec![]));
}
