//! The facade's end-to-end API.

#[test]
fn parse_errors_are_rendered_with_their_location() {
    let ctx = strata::context();
    let err = strata::parse(&ctx, "bad.mlir", "func.func @f() {\n  %0 = arith.addi : i32\n}\n").unwrap_err();
    assert_eq!(err.diagnostics.len(), 1, "{err}");
    // As mlir-opt 22 reports it.
    assert!(
        err.diagnostics[0].starts_with("bad.mlir:2:18: error: expected SSA operand\n"),
        "{err}"
    );
    assert!(err.to_string().contains("%0 = arith.addi : i32"), "{err}");
}

#[test]
fn invalid_ir_is_reported_by_the_verifier() {
    let ctx = strata::context();
    let text = "func.func @f(%a: i32) -> i64 {\n  return %a : i32\n}\n";
    let err = strata::parse(&ctx, "f.mlir", text).unwrap_err();
    assert!(
        err.to_string().starts_with(
            "f.mlir:2:3: error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @f"
        ),
        "{err}"
    );
}

#[test]
fn unknown_passes_are_errors() {
    let ctx = strata::context();
    let mut module = strata::parse(&ctx, "m.mlir", "").unwrap();
    let err = strata::run_pipeline(&ctx, &mut module, "builtin.module(no-such-pass)").unwrap_err();
    assert!(err.to_string().contains("no-such-pass"), "{err}");
}

#[test]
fn lowers_to_llvm_and_exports_llvm_ir() {
    let ctx = strata::context();
    let text = "func.func @sum(%m: memref<4xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (i64) {
    %v = memref.load %m[%i] : memref<4xi64>
    %s = arith.addi %acc, %v : i64
    scf.yield %s : i64
  }
  return %r : i64
}";
    let mut module = strata::parse(&ctx, "sum.mlir", text).unwrap();
    strata::lower_to_llvm(&ctx, &mut module).unwrap();
    let printed = strata::print(&ctx, &module);
    assert!(printed.contains("llvm.func @sum"), "{printed}");
    assert!(!printed.contains("scf.for"), "{printed}");
    let ir = strata::translate_to_llvm_ir(&ctx, &module).unwrap();
    assert!(ir.contains("define i64 @sum("), "{ir}");
}
