// RUN: strata-opt %s --scf-for-loop-range-folding | FileCheck %s
// CONFORMANCE: pipeline=--scf-for-loop-range-folding
// Folding additions and multiplications of the induction variable by loop invariants into the loop range.

func.func @fold_add_mul(%lb: index, %ub: index, %st: index, %a: index, %b: index, %m: memref<?xi32>) {
  %c = arith.constant 1 : i32
  scf.for %i = %lb to %ub step %st {
    %x = arith.addi %i, %a : index
    %y = arith.muli %x, %b : index
    %z = arith.addi %y, %y : index
    memref.store %c, %m[%z] : memref<?xi32>
  }
  return
}
func.func @two_uses(%lb: index, %ub: index, %st: index, %a: index, %m: memref<?xi32>) {
  %c = arith.constant 1 : i32
  scf.for %i = %lb to %ub step %st {
    %x = arith.addi %i, %a : index
    memref.store %c, %m[%x] : memref<?xi32>
    memref.store %c, %m[%i] : memref<?xi32>
  }
  return
}
func.func @variant(%lb: index, %ub: index, %st: index, %m: memref<?xi32>) {
  %c = arith.constant 1 : i32
  scf.for %i = %lb to %ub step %st {
    %v = memref.load %m[%i] : memref<?xi32>
    %w = arith.index_cast %v : i32 to index
    %x = arith.muli %w, %i : index
    memref.store %c, %m[%x] : memref<?xi32>
  }
  return
}
func.func @nested_and_i32(%lb: i32, %ub: i32, %st: i32, %a: i32, %m: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %j = %c0 to %c4 step %c1 {
    scf.for %i = %lb to %ub step %st : i32 {
      %x = arith.muli %a, %i : i32
      %y = arith.addi %x, %a overflow<nsw> : i32
      memref.store %y, %m[%j] : memref<?xi32>
    }
    %k = arith.muli %j, %c3 : index
    memref.store %a, %m[%k] : memref<?xi32>
  }
  return
}

// CHECK-LABEL: func.func @fold_add_mul(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: memref<?xi32>) {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %arg3 : index
// CHECK-NEXT: %1 = arith.addi %arg1, %arg3 : index
// CHECK-NEXT: %2 = arith.muli %0, %arg4 : index
// CHECK-NEXT: %3 = arith.muli %1, %arg4 : index
// CHECK-NEXT: %4 = arith.muli %arg2, %arg4 : index
// CHECK-NEXT: scf.for %arg6 = %2 to %3 step %4 {
// CHECK-NEXT: %5 = arith.addi %arg6, %arg6 : index
// CHECK-NEXT: memref.store %c1_i32, %arg5[%5] : memref<?xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @two_uses(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: memref<?xi32>) {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: scf.for %arg5 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: %0 = arith.addi %arg5, %arg3 : index
// CHECK-NEXT: memref.store %c1_i32, %arg4[%0] : memref<?xi32>
// CHECK-NEXT: memref.store %c1_i32, %arg4[%arg5] : memref<?xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @variant(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xi32>) {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: %0 = memref.load %arg3[%arg4] : memref<?xi32>
// CHECK-NEXT: %1 = arith.index_cast %0 : i32 to index
// CHECK-NEXT: %2 = arith.muli %1, %arg4 : index
// CHECK-NEXT: memref.store %c1_i32, %arg3[%2] : memref<?xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested_and_i32(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: memref<?xi32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: scf.for %arg5 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %0 = arith.muli %arg3, %arg0 : i32
// CHECK-NEXT: %1 = arith.muli %arg3, %arg1 : i32
// CHECK-NEXT: %2 = arith.muli %arg3, %arg2 : i32
// CHECK-NEXT: %3 = arith.addi %0, %arg3 overflow<nsw> : i32
// CHECK-NEXT: %4 = arith.addi %1, %arg3 overflow<nsw> : i32
// CHECK-NEXT: scf.for %arg6 = %3 to %4 step %2  : i32 {
// CHECK-NEXT: memref.store %arg6, %arg4[%arg5] : memref<?xi32>
// CHECK-NEXT: }
// CHECK-NEXT: %5 = arith.muli %arg5, %c3 : index
// CHECK-NEXT: memref.store %arg3, %arg4[%5] : memref<?xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
