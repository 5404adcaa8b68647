// RUN: strata-opt %s --irdl-file=%S/Inputs/xarith.irdl.mlir -split-input-file -verify-diagnostics | FileCheck %s
// CONFORMANCE: pipeline=--irdl-file=tests/Dialect/irdl/Inputs/xarith.irdl.mlir
// The arith dialect exported as IRDL (renamed, as arith itself is
// registered) loads and verifies arith's ops as mlir-opt does with it.
// RUN: strata-opt --dialect-to-irdl=arith | sed -e 's/^irdl.dialect @arith /irdl.dialect @xarith /' > %t.irdl.mlir
// RUN: diff %t.irdl.mlir %S/Inputs/xarith.irdl.mlir
// RUN: not strata-opt --dialect-to-irdl=nope 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: error: no dialect named 'nope' is registered

func.func @valid(%a: i32, %b: i32, %x: f32, %v: vector<4xf32>, %t: tensor<2xi8>) {
  %0 = "xarith.addi"(%a, %b) : (i32, i32) -> i32
  %1 = "xarith.addf"(%x, %x) : (f32, f32) -> f32
  %2 = "xarith.mulf"(%v, %v) {fastmath = #arith.fastmath<fast>} : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %3 = "xarith.cmpi"(%a, %b) {predicate = 4 : i64} : (i32, i32) -> i1
  %4 = "xarith.select"(%3, %a, %b) : (i1, i32, i32) -> i32
  %5 = "xarith.constant"() {value = 7 : i32} : () -> i32
  %6 = "xarith.index_cast"(%a) : (i32) -> index
  %7:2 = "xarith.addui_extended"(%a, %b) : (i32, i32) -> (i32, i1)
  %8 = "xarith.cmpf"(%x, %x) {predicate = 3 : i64} : (f32, f32) -> i1
  %9 = "xarith.xori"(%t, %t) : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
  %10 = "xarith.maxnumf"(%x, %x) : (f32, f32) -> f32
  return
}

// -----

func.func @operands_differ(%a: i32, %b: i64) {
  // expected-error @+1 {{expected 'i32' but got 'i64'}}
  %0 = "xarith.addi"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func.func @not_an_integer(%x: f32) {
  // expected-error @+1 {{'f32' does not satisfy the constraint}}
  %0 = "xarith.subi"(%x, %x) : (f32, f32) -> f32
  return
}

// -----

func.func @result_differs(%x: f32) {
  // expected-error @+1 {{expected 'f32' but got 'f64'}}
  %0 = "xarith.divf"(%x, %x) : (f32, f32) -> f64
  return
}

// -----

func.func @bad_predicate(%a: i32) {
  // expected-error @+1 {{'10 : i64' does not satisfy the constraint}}
  %0 = "xarith.cmpi"(%a, %a) {predicate = 10 : i64} : (i32, i32) -> i1
  return
}

// -----

func.func @missing_predicate(%a: i32) {
  // expected-error @+1 {{'xarith.cmpi' op attribute "predicate" is expected but not provided}}
  %0 = "xarith.cmpi"(%a, %a) : (i32, i32) -> i1
  return
}

// -----

func.func @select_branches_differ(%c: i1, %a: i32, %b: i16) {
  // expected-error @+1 {{expected 'i32' but got 'i16'}}
  %0 = "xarith.select"(%c, %a, %b) : (i1, i32, i16) -> i32
  return
}

// -----

func.func @arity(%x: f32) {
  // expected-error @+1 {{op expects exactly 1 operands, but got 2}}
  %0 = "xarith.negf"(%x, %x) : (f32, f32) -> f32
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @valid(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: vector<4xf32>, %arg4: tensor<2xi8>) {
// CHECK-NEXT:     %0 = "xarith.addi"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     %1 = "xarith.addf"(%arg2, %arg2) : (f32, f32) -> f32
// CHECK-NEXT:     %2 = "xarith.mulf"(%arg3, %arg3) {fastmath = #arith.fastmath<fast>} : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:     %3 = "xarith.cmpi"(%arg0, %arg1) {predicate = 4 : i64} : (i32, i32) -> i1
// CHECK-NEXT:     %4 = "xarith.select"(%3, %arg0, %arg1) : (i1, i32, i32) -> i32
// CHECK-NEXT:     %5 = "xarith.constant"() {value = 7 : i32} : () -> i32
// CHECK-NEXT:     %6 = "xarith.index_cast"(%arg0) : (i32) -> index
// CHECK-NEXT:     %7:2 = "xarith.addui_extended"(%arg0, %arg1) : (i32, i32) -> (i32, i1)
// CHECK-NEXT:     %8 = "xarith.cmpf"(%arg2, %arg2) {predicate = 3 : i64} : (f32, f32) -> i1
// CHECK-NEXT:     %9 = "xarith.xori"(%arg4, %arg4) : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
// CHECK-NEXT:     %10 = "xarith.maxnumf"(%arg2, %arg2) : (f32, f32) -> f32
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: // -----
// CHECK-NEXT: // -----
// CHECK-NEXT: // -----
// CHECK-NEXT: // -----
// CHECK-NEXT: // -----
// CHECK-NEXT: // -----
