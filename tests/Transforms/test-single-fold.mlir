// RUN: strata-opt %s --split-input-file -test-single-fold -allow-unregistered-dialect | FileCheck %s
// CONFORMANCE: pipeline=-test-single-fold
// CONFORMANCE: pipeline=--pass-pipeline=builtin.module(func.func(test-single-fold{max-iterations=3}))

// One fold per op, the last op first: the chain folds from its end, so
// only the last addition sees constant operands in a single round.
func.func @chain() -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %c1, %c2 : i32
  %b = arith.muli %a, %c2 : i32
  %c = arith.subi %b, %c1 : i32
  return %c : i32
}

// -----

// Constant dynamic indices of vector.extract and vector.insert fold into
// their static positions within the same fold.
func.func @vector_indices(%v: vector<3x4xf32>, %s: f32) -> (f32, vector<3x4xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %i = vector.insert %s, %v [%c2, %c1] : f32 into vector<3x4xf32>
  %e = vector.extract %i[2, %c1] : f32 from vector<3x4xf32>
  %j = vector.insert %s, %v [%c1, 3] : f32 into vector<3x4xf32>
  return %e, %j : f32, vector<3x4xf32>
}

// -----

func.func @vector_partial(%v: vector<3x4xf32>, %n: index) -> f32 {
  %c2 = arith.constant 2 : index
  %e = vector.extract %v[%c2, %n] : f32 from vector<3x4xf32>
  return %e : f32
}

// -----

// An anonymous module nested in a function is no symbol; its function is
// folded too.
func.func @nested() {
  builtin.module {
    func.func @inner() -> i64 {
      %c = arith.constant 20 : i64
      %d = arith.divsi %c, %c : i64
      return %d : i64
    }
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @chain() -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %0 = arith.muli %c3_i32, %c2_i32 : i32
// CHECK-NEXT:     %1 = arith.subi %0, %c1_i32 : i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @vector_indices(%arg0: vector<3x4xf32>, %arg1: f32) -> (f32, vector<3x4xf32>) {
// CHECK-NEXT:     %0 = vector.insert %arg1, %arg0 [2, 1] : f32 into vector<3x4xf32>
// CHECK-NEXT:     %1 = vector.extract %0[2, 1] : f32 from vector<3x4xf32>
// CHECK-NEXT:     %2 = vector.insert %arg1, %arg0 [1, 3] : f32 into vector<3x4xf32>
// CHECK-NEXT:     return %1, %2 : f32, vector<3x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @vector_partial(%arg0: vector<3x4xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:     %0 = vector.extract %arg0[2, %arg1] : f32 from vector<3x4xf32>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @nested() {
// CHECK-NEXT:     builtin.module {
// CHECK-NEXT:       func.func @inner() -> i64 {
// CHECK-NEXT:         %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT:         return %c1_i64 : i64
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
