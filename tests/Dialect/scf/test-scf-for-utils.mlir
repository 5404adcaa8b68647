// RUN: strata-opt %s --test-scf-for-utils | FileCheck %s
// Every loop-like op is annotated with its static trip count (scf.for
// only), at the width of its bounds.

func.func @counts(%n: index, %x: i16, %s: i16) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : index
  %cm1 = arith.constant -1 : index
  scf.for %i = %c0 to %c10 step %c3 { }
  scf.for %i = %c10 to %c0 step %c3 { }
  scf.for %i = %c0 to %c10 step %cm1 { }
  scf.for %i = %c0 to %n step %c3 { }
  %a = arith.constant -5 : i16
  %b = arith.constant 7 : i16
  %k = arith.constant 2 : i16
  scf.for %i = %a to %b step %k : i16 { }
  scf.for unsigned %i = %a to %b step %k : i16 { }
  %c9 = arith.constant 9 : i16
  %ub = arith.addi %x, %c9 overflow<nsw, nuw> : i16
  scf.for %i = %x to %ub step %k : i16 { }
  scf.for unsigned %i = %x to %ub step %s : i16 { }
  scf.forall (%i) in (4) { }
  scf.parallel (%i) = (%c0) to (%c10) step (%c3) { }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @counts(%arg0: index, %arg1: i16, %arg2: i16) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c10 = arith.constant 10 : index
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     scf.for %arg3 = %c0 to %c10 step %c3 {
// CHECK-NEXT:     } {"test.trip-count" = 4 : i64}
// CHECK-NEXT:     scf.for %arg3 = %c10 to %c0 step %c3 {
// CHECK-NEXT:     } {"test.trip-count" = 0 : i64}
// CHECK-NEXT:     scf.for %arg3 = %c0 to %c10 step %c-1 {
// CHECK-NEXT:     } {"test.trip-count" = 0 : i64}
// CHECK-NEXT:     scf.for %arg3 = %c0 to %arg0 step %c3 {
// CHECK-NEXT:     } {"test.trip-count" = "none"}
// CHECK-NEXT:     %c-5_i16 = arith.constant -5 : i16
// CHECK-NEXT:     %c7_i16 = arith.constant 7 : i16
// CHECK-NEXT:     %c2_i16 = arith.constant 2 : i16
// CHECK-NEXT:     scf.for %arg3 = %c-5_i16 to %c7_i16 step %c2_i16  : i16 {
// CHECK-NEXT:     } {"test.trip-count" = 6 : i16}
// CHECK-NEXT:     scf.for unsigned %arg3 = %c-5_i16 to %c7_i16 step %c2_i16  : i16 {
// CHECK-NEXT:     } {"test.trip-count" = 0 : i16}
// CHECK-NEXT:     %c9_i16 = arith.constant 9 : i16
// CHECK-NEXT:     %0 = arith.addi %arg1, %c9_i16 overflow<nsw, nuw> : i16
// CHECK-NEXT:     scf.for %arg3 = %arg1 to %0 step %c2_i16  : i16 {
// CHECK-NEXT:     } {"test.trip-count" = 5 : i16}
// CHECK-NEXT:     scf.for unsigned %arg3 = %arg1 to %0 step %arg2  : i16 {
// CHECK-NEXT:     } {"test.trip-count" = "none"}
// CHECK-NEXT:     scf.forall (%arg3) in (4) {
// CHECK-NEXT:     } {"test.trip-count" = "none"}
// CHECK-NEXT:     scf.parallel (%arg3) = (%c0) to (%c10) step (%c3) {
// CHECK-NEXT:       scf.reduce 
// CHECK-NEXT:     } {"test.trip-count" = "none"}
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
