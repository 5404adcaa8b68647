// RUN: strata-opt %s -split-input-file -verify-diagnostics

llvm.func @name(%x: f64) {
  // expected-error @+1 {{'llvm.call_intrinsic' op intrinsic name must start with 'llvm.'}}
  %0 = llvm.call_intrinsic "sqrt"(%x) : (f64) -> f64
  llvm.return
}

// -----

llvm.func @results(%x: f64) {
  // expected-error @+1 {{custom op 'llvm.call_intrinsic' expected function with 0 or 1 result}}
  %0:2 = llvm.call_intrinsic "llvm.sincos"(%x) : (f64) -> (f64, f64)
  llvm.return
}

// -----

llvm.func @bundle(%x: f64) {
  // expected-error @+1 {{custom op 'llvm.call_intrinsic' expected 1 types for operand bundle operands for operand bundle #0, but actually got 2}}
  llvm.call_intrinsic "llvm.donothing"() ["b"(%x : f64, f64)] : () -> ()
  llvm.return
}
