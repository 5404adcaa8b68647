// RUN: strata-opt %s -split-input-file -verify-diagnostics

llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.intr.fabs' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = llvm.intr.fabs(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @f(%a: f32) {
  // expected-error @+1 {{'llvm.intr.smax' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = llvm.intr.smax(%a, %a) : (f32, f32) -> f32
  llvm.return
}

// -----

llvm.func @f(%a: f32, %b: f64) {
  // expected-error @+1 {{'llvm.intr.pow' op requires the same type for all operands and results}}
  %0 = llvm.intr.pow(%a, %b) : (f32, f64) -> f32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %n: i64, %b: i1) {
  // expected-error @+1 {{'llvm.intr.memset' op operand #1 must be 8-bit signless integer, but got 'i1'}}
  "llvm.intr.memset"(%p, %b, %n) <{isVolatile = false}> : (!llvm.ptr, i1, i64) -> ()
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.intr.ctlz' op requires attribute 'is_zero_poison'}}
  %0 = "llvm.intr.ctlz"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @f(%a: vector<4xf32>) {
  // expected-error @+1 {{'llvm.intr.vector.reduce.add' op operand #0 must be LLVM dialect-compatible vector of signless integer, but got 'vector<4xf32>'}}
  %0 = "llvm.intr.vector.reduce.add"(%a) : (vector<4xf32>) -> f32
  llvm.return
}

// -----

// The condition's type is the written one; the verifier rejects it.
llvm.func @assume_wrong_type(%cond : i16) {
  // expected-error @+1 {{'llvm.intr.assume' op operand #0 must be 1-bit signless integer, but got 'i16'}}
  llvm.intr.assume %cond : i16
  llvm.return
}
