//! Symbol scopes: what a pass running on one function may read of the
//! module's symbols.

const MODULE: &str = r#"
memref.global "private" constant @table : memref<3xi32> = dense<[4, 5, 6]>
memref.global "private" @mutable : memref<3xi32> = dense<0>
func.func @f() -> (i32, i32) {
  %m = memref.get_global @table : memref<3xi32>
  %v = affine.load %m[2] : memref<3xi32>
  %n = memref.get_global @mutable : memref<3xi32>
  %w = affine.load %n[2] : memref<3xi32>
  return %v, %w : i32, i32
}
"#;

#[test]
fn a_function_pass_folds_loads_of_constant_globals() {
    let ctx = strata::context();
    let mut module = strata::parse(&ctx, "m.mlir", MODULE).unwrap();
    strata::run_pipeline(&ctx, &mut module, "builtin.module(func.func(canonicalize))").unwrap();
    let text = strata::print(&ctx, &module);
    assert!(text.contains("arith.constant 6 : i32"), "{text}");
    // Only the constant global folds.
    assert_eq!(text.matches("affine.load").count(), 1, "{text}");
}

#[test]
fn scopes_snapshot_body_less_symbols_and_are_dropped_after_the_run() {
    use strata::ir::{OpRef, SymbolScope};
    let ctx = strata::context();
    let mut top = strata::parse(&ctx, "m.mlir", MODULE).unwrap();
    let (module, _) = strata::module_body(&mut top).unwrap();
    let scope = SymbolScope::of_regions(&ctx, module, module.root_regions());
    let table = scope
        .lookup(&ctx, ctx.ident("table"))
        .expect("globals are in the scope");
    assert_eq!(table.name_str(), "memref.global");
    assert!(table.attr("constant").is_some());
    assert!(
        scope.lookup(&ctx, ctx.ident("f")).is_none(),
        "functions have bodies of their own"
    );
    strata::run_pipeline(&ctx, &mut top, "builtin.module(func.func(cse))").unwrap();
    let (module, _) = strata::module_body(&mut top).unwrap();
    for child in module.isolated_children_mut() {
        let mut child = child;
        assert!(
            child.body().symbol_scope().is_none(),
            "the snapshot outlived the run"
        );
    }
    // From inside a function, a lookup reaches the scope it was given.
    let f = module
        .isolated_children_mut()
        .into_iter()
        .next()
        .expect("the function")
        .id();
    let scope = std::sync::Arc::new(SymbolScope::of_regions(&ctx, module, module.root_regions()));
    let body = module.child_body_mut(f).unwrap();
    body.set_symbol_scope(Some(scope));
    let first = body
        .root_regions()
        .iter()
        .flat_map(|&r| body.region_blocks(r))
        .flat_map(|b| body.block_ops(b))
        .next()
        .unwrap();
    let found = OpRef::new(&ctx, body, first).lookup_nearest_symbol(ctx.ident("mutable"));
    assert_eq!(found.map(|g| g.name_str()), Some("memref.global"));
}
