// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize

// Poison constants are constant-like: equal ones are merged, dead ones
// erased, and they are hoisted to the entry block.
func.func @poison(%c: i1) -> (i32, i32, vector<4xi8>) {
  %0 = ub.poison : i32
  %1 = ub.poison : i32
  %2 = ub.poison <#ub.poison> : vector<4xi8>
  %dead = ub.poison : f64
  return %0, %1, %2 : i32, i32, vector<4xi8>
}

// Folds of poison operands give poison, materialized as ub.poison.
func.func @propagation() -> (i32, f32, index) {
  %p = ub.poison : i32
  %c = arith.constant 1 : i32
  %0 = arith.addi %p, %c : i32
  %pf = ub.poison : f32
  %1 = math.absf %pf : f32
  %pi = ub.poison : index
  %c1 = index.constant 1
  %2 = index.add %pi, %c1
  return %0, %1, %2 : i32, f32, index
}

func.func @unreachable(%c: i1) {
  cf.cond_br %c, ^a, ^b
^a:
  %p = ub.poison : i64
  "test.use"(%p) : (i64) -> ()
  ub.unreachable
^b:
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @poison(%arg0: i1) -> (i32, i32, vector<4xi8>) {
// CHECK-NEXT:     %0 = ub.poison : i32
// CHECK-NEXT:     %1 = ub.poison : vector<4xi8>
// CHECK-NEXT:     return %0, %0, %1 : i32, i32, vector<4xi8>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @propagation() -> (i32, f32, index) {
// CHECK-NEXT:     %idx1 = index.constant 1
// CHECK-NEXT:     %0 = ub.poison : index
// CHECK-NEXT:     %1 = ub.poison : i32
// CHECK-NEXT:     %2 = ub.poison : f32
// CHECK-NEXT:     %3 = index.add %0, %idx1
// CHECK-NEXT:     return %1, %2, %3 : i32, f32, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unreachable(%arg0: i1) {
// CHECK-NEXT:     %0 = ub.poison : i64
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "test.use"(%0) : (i64) -> ()
// CHECK-NEXT:     ub.unreachable
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
