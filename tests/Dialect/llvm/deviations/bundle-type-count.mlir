// RUN: strata-opt %s -verify-diagnostics
// CONFORMANCE: skip (mlir-opt names bundle #0 whichever bundle is wrong; see docs/deviations.md)

llvm.func @callee()
llvm.func @second_bundle(%a: i32, %b: i64) {
  // expected-error @+1 {{expected 2 types for operand bundle operands for operand bundle #1, but actually got 1}}
  llvm.call @callee() ["one"(%a : i32), "two"(%a, %b : i32)] : () -> ()
  llvm.return
}
