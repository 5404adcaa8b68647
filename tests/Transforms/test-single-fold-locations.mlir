// RUN: strata-opt %s --split-input-file -test-single-fold -mlir-print-debuginfo | FileCheck %s
// CONFORMANCE: pipeline=-test-single-fold
// A constant the folder builds at the front of the insertion region gets an
// unknown location, even when it stands for a single folded op; an
// affine.for prints its induction variable's location with debug info.

func.func @single(%m: memref<4xi32>) -> i32 {
  %0 = arith.constant 2 : i32 loc("k":1:1)
  %1 = arith.constant 3 : i32 loc("k":2:1)
  %2 = arith.muli %0, %1 : i32 loc("k":3:1)
  return %2 : i32 loc("k":4:1)
} loc("k":0:0)

// -----

func.func @nested(%m: memref<4xi32> loc("m":0:0)) {
  affine.for %i = 0 to 4 {
    %0 = arith.constant 4 : i32 loc("n":1:1)
    %1 = arith.constant 5 : i32 loc("n":2:1)
    %2 = arith.addi %0, %1 : i32 loc("n":3:1)
    memref.store %2, %m[%i] : memref<4xi32> loc("n":4:1)
  } loc("n":5:1)
  return loc("n":6:1)
} loc("n":0:0)

// CHECK: #loc2 = loc("{{.*}}test-single-fold-locations.mlir":7:19)
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @single(%arg0: memref<4xi32> loc("{{.*}}test-single-fold-locations.mlir":7:19)) -> i32 {
// CHECK-NEXT:     %c6_i32 = arith.constant 6 : i32 loc(#loc3)
// CHECK-NEXT:     return %c6_i32 : i32 loc(#loc4)
// CHECK-NEXT:   } loc(#loc1)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}test-single-fold-locations.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("k":0:0)
// CHECK-NEXT: #loc3 = loc(unknown)
// CHECK-NEXT: #loc4 = loc("k":4:1)
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #loc2 = loc("m":0:0)
// CHECK-NEXT: #loc5 = loc("{{.*}}test-single-fold-locations.mlir":17:14)
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @nested(%arg0: memref<4xi32> loc("m":0:0)) {
// CHECK-NEXT:     %c9_i32 = arith.constant 9 : i32 loc(#loc3)
// CHECK-NEXT:     affine.for %arg1 loc("{{.*}}test-single-fold-locations.mlir":17:14) = 0 to 4 {
// CHECK-NEXT:       memref.store %c9_i32, %arg0[%arg1] : memref<4xi32> loc(#loc6)
// CHECK-NEXT:     } loc(#loc4)
// CHECK-NEXT:     return loc(#loc7)
// CHECK-NEXT:   } loc(#loc1)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}test-single-fold-locations.mlir":14:9)
// CHECK-NEXT: #loc1 = loc("n":0:0)
// CHECK-NEXT: #loc3 = loc(unknown)
// CHECK-NEXT: #loc4 = loc("n":5:1)
// CHECK-NEXT: #loc6 = loc("n":4:1)
// CHECK-NEXT: #loc7 = loc("n":6:1)
// CHECK-EMPTY:
