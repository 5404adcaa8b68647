// RUN: strata-opt %s --canonicalize | FileCheck %s
// CONFORMANCE: pipeline=--canonicalize
// Comparisons with a poison operand do not fold (except a value with
// itself); index casts of constants to and from i1 fold (an i1 result is
// materialized as index.bool.constant). Found by utils/fuzz_passes.py.

func.func @f(%a: i8, %f: f32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %p = ub.poison : i8
  %c2 = arith.constant 2 : i8
  %pf = ub.poison : f32
  %cf = arith.constant 1.0 : f32
  %0 = arith.cmpi ult, %p, %c2 : i8
  %1 = arith.cmpi ult, %c2, %p : i8
  %2 = arith.cmpi eq, %a, %p : i8
  %3 = arith.cmpi eq, %p, %p : i8
  %4 = arith.cmpf olt, %pf, %cf : f32
  %5 = arith.cmpf olt, %cf, %pf : f32
  %6 = arith.cmpf olt, %pf, %pf : f32
  %c3 = arith.constant 3 : index
  %7 = index.castu %c3 : index to i1
  %8 = index.casts %c3 : index to i1
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @bool_casts() -> (index, index, index, index) {
  %t = index.bool.constant true
  %f = arith.constant false
  %0 = index.casts %t : i1 to index
  %1 = index.castu %t : i1 to index
  %2 = index.casts %f : i1 to index
  %3 = arith.index_cast %t : i1 to index
  return %0, %1, %2, %3 : index, index, index, index
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: i8, %arg1: f32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:     %true = index.bool.constant true
// CHECK-NEXT:     %true_0 = arith.constant true
// CHECK-NEXT:     %0 = ub.poison : i8
// CHECK-NEXT:     %c2_i8 = arith.constant 2 : i8
// CHECK-NEXT:     %1 = ub.poison : f32
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %2 = arith.cmpi ult, %0, %c2_i8 : i8
// CHECK-NEXT:     %3 = arith.cmpi ult, %c2_i8, %0 : i8
// CHECK-NEXT:     %4 = arith.cmpi eq, %arg0, %0 : i8
// CHECK-NEXT:     %5 = arith.cmpf olt, %1, %cst : f32
// CHECK-NEXT:     %6 = arith.cmpf olt, %cst, %1 : f32
// CHECK-NEXT:     %7 = arith.cmpf olt, %1, %1 : f32
// CHECK-NEXT:     return %2, %3, %4, %true_0, %5, %6, %7, %true, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @bool_casts() -> (index, index, index, index) {
// CHECK-NEXT:     %idx-1 = index.constant -1
// CHECK-NEXT:     %idx1 = index.constant 1
// CHECK-NEXT:     %idx0 = index.constant 0
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     return %idx-1, %idx1, %idx0, %c-1 : index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
