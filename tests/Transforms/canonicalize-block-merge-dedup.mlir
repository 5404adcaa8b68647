// RUN: strata-opt %s -pass-pipeline='builtin.module(func.func(canonicalize{region-simplify=aggressive}))' | FileCheck %s
// CONFORMANCE: pipeline=-pass-pipeline=builtin.module(func.func(canonicalize{region-simplify=aggressive}))

// Merging ^bb1 and ^bb2 needs an argument for each operand that differs;
// two operands that are the same value in both blocks share one argument.
func.func @shared_argument(%c: i1, %a: i64, %b: i64) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.use"(%a, %b, %a) : (i64, i64, i64) -> ()
  cf.br ^bb3
^bb2:
  "test.use"(%b, %a, %b) : (i64, i64, i64) -> ()
  cf.br ^bb3
^bb3:
  return
}

// A value repeated in the leader but not in the other block keeps its own
// argument.
func.func @not_shared(%c: i1, %a: i64, %b: i64, %d: i64) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.use"(%a, %a) : (i64, i64) -> ()
  cf.br ^bb3
^bb2:
  "test.use"(%b, %d) : (i64, i64) -> ()
  cf.br ^bb3
^bb3:
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @shared_argument(%arg0: i1, %arg1: i64, %arg2: i64) {
// CHECK-NEXT:     %0 = arith.select %arg0, %arg1, %arg2 : i64
// CHECK-NEXT:     %1 = arith.select %arg0, %arg2, %arg1 : i64
// CHECK-NEXT:     "test.use"(%0, %1, %0) : (i64, i64, i64) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @not_shared(%arg0: i1, %arg1: i64, %arg2: i64, %arg3: i64) {
// CHECK-NEXT:     %0 = arith.select %arg0, %arg1, %arg2 : i64
// CHECK-NEXT:     %1 = arith.select %arg0, %arg1, %arg3 : i64
// CHECK-NEXT:     "test.use"(%0, %1) : (i64, i64) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
