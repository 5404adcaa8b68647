// RUN: strata-opt %s --split-input-file --verify-diagnostics

llvm.func @float_lanes_to_integer_op(%f: vector<2xf32>, %m: vector<2xi1>, %n: i32) {
  // expected-error@below {{'llvm.intr.vp.add' op operand #0 must be LLVM dialect-compatible vector of signless integer, but got 'vector<2xf32>'}}
  %0 = "llvm.intr.vp.add"(%f, %f, %m, %n) : (vector<2xf32>, vector<2xf32>, vector<2xi1>, i32) -> vector<2xf32>
  llvm.return
}

// -----

llvm.func @wide_mask(%a: vector<2xi32>, %m: vector<2xi8>, %n: i32) {
  // expected-error@below {{'llvm.intr.vp.trunc' op operand #1 must be LLVM dialect-compatible vector of 1-bit signless integer, but got 'vector<2xi8>'}}
  %0 = "llvm.intr.vp.trunc"(%a, %m, %n) : (vector<2xi32>, vector<2xi8>, i32) -> vector<2xi16>
  llvm.return
}

// -----

llvm.func @wide_length(%a: vector<2xf32>, %m: vector<2xi1>, %n: i64) {
  // expected-error@below {{'llvm.intr.vp.fneg' op operand #2 must be 32-bit signless integer, but got 'i64'}}
  %0 = "llvm.intr.vp.fneg"(%a, %m, %n) : (vector<2xf32>, vector<2xi1>, i64) -> vector<2xf32>
  llvm.return
}
