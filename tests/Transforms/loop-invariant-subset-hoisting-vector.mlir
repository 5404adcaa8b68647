// RUN: strata-opt %s -split-input-file -loop-invariant-subset-hoisting | FileCheck %s
// CONFORMANCE: pipeline=-split-input-file -loop-invariant-subset-hoisting

// A transfer_read/transfer_write pair on a loop's tensor iter_arg at
// loop-invariant indices becomes a vector iter_arg: the read moves before
// the loop and the write after it.
func.func @hoist_pair(%t: tensor<16x16xf32>, %lb: index, %ub: index, %s: index) -> tensor<16x16xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %pad = arith.constant 0.0 : f32
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %t) -> (tensor<16x16xf32>) {
    %v = vector.transfer_read %a[%c4, %c0], %pad : tensor<16x16xf32>, vector<8xf32>
    %w = arith.addf %v, %v : vector<8xf32>
    %n = vector.transfer_write %w, %a[%c4, %c0] : vector<8xf32>, tensor<16x16xf32>
    scf.yield %n : tensor<16x16xf32>
  }
  return %r : tensor<16x16xf32>
}

// -----

// Two pairs on the same tensor: overlapping rows of columns 0-7 and 4-11
// stay in the loop; a pair disjoint from both would still move.
func.func @overlapping(%t: tensor<16x16xf32>, %lb: index, %ub: index, %s: index) -> tensor<16x16xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c9 = arith.constant 9 : index
  %pad = arith.constant 0.0 : f32
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %t) -> (tensor<16x16xf32>) {
    %v0 = vector.transfer_read %a[%c0, %c0], %pad : tensor<16x16xf32>, vector<8xf32>
    %v1 = vector.transfer_read %a[%c0, %c4], %pad : tensor<16x16xf32>, vector<8xf32>
    %v2 = vector.transfer_read %a[%c9, %c0], %pad : tensor<16x16xf32>, vector<8xf32>
    %w0 = arith.addf %v0, %v0 : vector<8xf32>
    %w1 = arith.addf %v1, %v1 : vector<8xf32>
    %w2 = arith.addf %v2, %v2 : vector<8xf32>
    %n0 = vector.transfer_write %w0, %a[%c0, %c0] : vector<8xf32>, tensor<16x16xf32>
    %n1 = vector.transfer_write %w1, %n0[%c0, %c4] : vector<8xf32>, tensor<16x16xf32>
    %n2 = vector.transfer_write %w2, %n1[%c9, %c0] : vector<8xf32>, tensor<16x16xf32>
    scf.yield %n2 : tensor<16x16xf32>
  }
  return %r : tensor<16x16xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @hoist_pair(%arg0: tensor<16x16xf32>, %arg1: index, %arg2: index, %arg3: index) -> tensor<16x16xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%c4, %c0], %cst : tensor<16x16xf32>, vector<8xf32>
// CHECK-NEXT:     %1:2 = scf.for %arg4 = %arg1 to %arg2 step %arg3 iter_args(%arg5 = %arg0, %arg6 = %0) -> (tensor<16x16xf32>, vector<8xf32>) {
// CHECK-NEXT:       %3 = arith.addf %arg6, %arg6 : vector<8xf32>
// CHECK-NEXT:       scf.yield %arg5, %3 : tensor<16x16xf32>, vector<8xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = vector.transfer_write %1#1, %1#0[%c4, %c0] : vector<8xf32>, tensor<16x16xf32>
// CHECK-NEXT:     return %2 : tensor<16x16xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @overlapping(%arg0: tensor<16x16xf32>, %arg1: index, %arg2: index, %arg3: index) -> tensor<16x16xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c9 = arith.constant 9 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%c9, %c0], %cst : tensor<16x16xf32>, vector<8xf32>
// CHECK-NEXT:     %1:2 = scf.for %arg4 = %arg1 to %arg2 step %arg3 iter_args(%arg5 = %arg0, %arg6 = %0) -> (tensor<16x16xf32>, vector<8xf32>) {
// CHECK-NEXT:       %3 = vector.transfer_read %arg5[%c0, %c0], %cst : tensor<16x16xf32>, vector<8xf32>
// CHECK-NEXT:       %4 = vector.transfer_read %arg5[%c0, %c4], %cst : tensor<16x16xf32>, vector<8xf32>
// CHECK-NEXT:       %5 = arith.addf %3, %3 : vector<8xf32>
// CHECK-NEXT:       %6 = arith.addf %4, %4 : vector<8xf32>
// CHECK-NEXT:       %7 = arith.addf %arg6, %arg6 : vector<8xf32>
// CHECK-NEXT:       %8 = vector.transfer_write %5, %arg5[%c0, %c0] : vector<8xf32>, tensor<16x16xf32>
// CHECK-NEXT:       %9 = vector.transfer_write %6, %8[%c0, %c4] : vector<8xf32>, tensor<16x16xf32>
// CHECK-NEXT:       scf.yield %9, %7 : tensor<16x16xf32>, vector<8xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = vector.transfer_write %1#1, %1#0[%c9, %c0] : vector<8xf32>, tensor<16x16xf32>
// CHECK-NEXT:     return %2 : tensor<16x16xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
