// RUN: strata-opt %s --test-wrap-scf-while-loop-in-zero-trip-check | FileCheck %s
// RUN: strata-opt %s --test-wrap-scf-while-loop-in-zero-trip-check=force-create-check=true | FileCheck %s --check-prefix=FORCE
// Loops whose after region does work are rotated behind a check of their
// first condition; with force-create-check every loop is, do-while loops
// included.

func.func @nested(%n: index, %m: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.while (%i = %c0) : (index) -> index {
    %lt = arith.cmpi ult, %i, %n : index
    scf.condition(%lt) %i : index
  } do {
  ^bb0(%i: index):
    %inner = scf.while (%j = %i) : (index) -> index {
      %k = arith.addi %j, %c1 : index
      %lt = arith.cmpi ult, %k, %m : index
      scf.condition(%lt) %k : index
    } do {
    ^bb0(%j: index):
      scf.yield %j : index
    }
    %next = arith.addi %inner, %c1 : index
    scf.yield %next : index
  }
  return %r : index
}

// CHECK: module {
// CHECK-NEXT:   func.func @nested(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.cmpi ugt, %arg0, %c0 : index
// CHECK-NEXT:     %1 = scf.if %0 -> (index) {
// CHECK-NEXT:       %2 = scf.while (%arg2 = %c0) : (index) -> index {
// CHECK-NEXT:         %3 = scf.while (%arg3 = %arg2) : (index) -> index {
// CHECK-NEXT:           %6 = arith.addi %arg3, %c1 : index
// CHECK-NEXT:           %7 = arith.cmpi ult, %6, %arg1 : index
// CHECK-NEXT:           scf.condition(%7) %6 : index
// CHECK-NEXT:         } do {
// CHECK-NEXT:         ^bb0(%arg3: index):
// CHECK-NEXT:           scf.yield %arg3 : index
// CHECK-NEXT:         }
// CHECK-NEXT:         %4 = arith.addi %3, %c1 : index
// CHECK-NEXT:         %5 = arith.cmpi ult, %4, %arg0 : index
// CHECK-NEXT:         scf.condition(%5) %4 : index
// CHECK-NEXT:       } do {
// CHECK-NEXT:       ^bb0(%arg2: index):
// CHECK-NEXT:         scf.yield %arg2 : index
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %2 : index
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %c0 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// FORCE: module {
// FORCE-NEXT:   func.func @nested(%arg0: index, %arg1: index) -> index {
// FORCE-NEXT:     %c0 = arith.constant 0 : index
// FORCE-NEXT:     %c1 = arith.constant 1 : index
// FORCE-NEXT:     %0 = arith.cmpi ult, %c0, %arg0 : index
// FORCE-NEXT:     %1 = scf.if %0 -> (index) {
// FORCE-NEXT:       %2 = scf.while (%arg2 = %c0) : (index) -> index {
// FORCE-NEXT:         %3 = arith.addi %arg2, %c1 : index
// FORCE-NEXT:         %4 = arith.cmpi ult, %3, %arg1 : index
// FORCE-NEXT:         %5 = scf.if %4 -> (index) {
// FORCE-NEXT:           %8 = scf.while (%arg3 = %3) : (index) -> index {
// FORCE-NEXT:             %9 = arith.addi %arg3, %c1 : index
// FORCE-NEXT:             %10 = arith.cmpi ult, %9, %arg1 : index
// FORCE-NEXT:             scf.condition(%10) %9 : index
// FORCE-NEXT:           } do {
// FORCE-NEXT:           ^bb0(%arg3: index):
// FORCE-NEXT:             scf.yield %arg3 : index
// FORCE-NEXT:           }
// FORCE-NEXT:           scf.yield %8 : index
// FORCE-NEXT:         } else {
// FORCE-NEXT:           scf.yield %3 : index
// FORCE-NEXT:         }
// FORCE-NEXT:         %6 = arith.addi %5, %c1 : index
// FORCE-NEXT:         %7 = arith.cmpi ult, %6, %arg0 : index
// FORCE-NEXT:         scf.condition(%7) %6 : index
// FORCE-NEXT:       } do {
// FORCE-NEXT:       ^bb0(%arg2: index):
// FORCE-NEXT:         scf.yield %arg2 : index
// FORCE-NEXT:       }
// FORCE-NEXT:       scf.yield %2 : index
// FORCE-NEXT:     } else {
// FORCE-NEXT:       scf.yield %c0 : index
// FORCE-NEXT:     }
// FORCE-NEXT:     return %1 : index
// FORCE-NEXT:   }
// FORCE-NEXT: }
// FORCE-EMPTY:
